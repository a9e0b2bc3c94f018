/** Demo learning resources (knowledge) and videos; every text in Chinese and English. */

type Text = { zh: string; en: string };
export interface SeedLesson {
  title: Text;
  content: Text;
}
export interface SeedKnowledge {
  cate: number;
  title: Text;
  summary: Text;
  premium?: boolean;
  carousel?: boolean;
  fine?: boolean;
  lessons: SeedLesson[];
}

export const knowledgeCategoriesData: { name: Text; description: Text }[] = [
  {
    name: { zh: '潮剧入门', en: 'Teochew Opera Basics' },
    description: {
      zh: '历史、行当与剧目，从零认识潮剧。',
      en: 'History, roles and repertoire: Teochew opera from the start.',
    },
  },
  {
    name: { zh: '唱腔与音乐', en: 'Singing and Music' },
    description: {
      zh: '潮剧唱腔、潮州音乐与锣鼓经。',
      en: 'Teochew opera singing, Teochew music and percussion patterns.',
    },
  },
  {
    name: { zh: '身段与表演', en: 'Movement and Acting' },
    description: { zh: '台步、扇法、水袖与程式动作。', en: 'Stage walks, fan work, water sleeves and set movements.' },
  },
];

const l = (zt: string, et: string, zc: string, ec: string): SeedLesson => ({
  title: { zh: zt, en: et },
  content: { zh: zc, en: ec },
});

export const knowledgeData: SeedKnowledge[] = [
  {
    cate: 0,
    fine: true,
    carousel: true,
    title: { zh: '潮剧五百年', en: 'Five hundred years of Teochew opera' },
    summary: {
      zh: '从明代南戏到今日舞台，潮剧的源流与变迁。',
      en: "From Ming dynasty Southern Drama to today's stage: where Teochew opera comes from.",
    },
    lessons: [
      l(
        '南戏的遗响',
        'Echoes of Southern Drama',
        '潮剧又称潮州戏、潮音戏，是宋元南戏的一支，明代已在潮州一带流行。现存明嘉靖刻本《荔镜记》是最早的潮剧剧本之一。',
        'Teochew opera, also called Chaozhou or Chaoyin opera, is a branch of the Southern Drama of the Song and Yuan dynasties and was popular around Chaozhou by the Ming. The Jiajing-era print of "The Lychee Mirror" is one of its earliest surviving scripts.',
      ),
      l(
        '下南洋',
        'Across the Southern Seas',
        '十九世纪起，潮州移民把潮剧带到新加坡、马来西亚与泰国。戏班在神诞与节庆时演出，成为侨乡情感的寄托。',
        'From the nineteenth century Teochew migrants brought the opera to Singapore, Malaysia and Thailand. Troupes played at temple festivals, and the opera became a bond with home.',
      ),
      l(
        '业余剧社的传承',
        'The amateur societies',
        '二十世纪中叶，新加坡涌现多家业余潮剧社。南华潮剧社成立于一九六三年，至今仍坚持排演与教学。',
        'In the mid-twentieth century many amateur Teochew opera societies formed in Singapore. Nam Hwa Opera was founded in 1963 and still rehearses and teaches today.',
      ),
    ],
  },
  {
    cate: 0,
    title: { zh: '认识潮剧行当', en: 'The roles of Teochew opera' },
    summary: {
      zh: '生、旦、净、丑各有讲究，潮剧以丑、旦见长。',
      en: 'Sheng, dan, jing and chou each have their rules; Teochew opera is famous for its clowns and ladies.',
    },
    lessons: [
      l(
        '生与旦',
        'Sheng and dan',
        '生行扮演男性角色，分小生、老生等；旦行扮演女性角色，青衣端庄，闺门旦娇柔，花旦活泼。',
        'The sheng play men, from the young scholar to the old man; the dan play women: the dignified qingyi, the gentle young lady and the lively huadan.',
      ),
      l(
        '潮丑',
        'The Teochew clown',
        '潮剧丑角分为十类，如官袍丑、项衫丑、踢鞋丑等，各有独特的身段与扇法。',
        'Teochew opera knows ten kinds of clown, such as the official clown, the collar clown and the slipper clown, each with its own movements and fan work.',
      ),
    ],
  },
  {
    cate: 0,
    carousel: true,
    title: { zh: '经典剧目导赏', en: 'A guide to the classic plays' },
    summary: {
      zh: '《荔镜记》《苏六娘》《扫窗会》等剧目的看点。',
      en: 'What to watch for in "The Lychee Mirror", "Su Liuniang" and "Meeting at the Window".',
    },
    lessons: [
      l(
        '《扫窗会》',
        '"Meeting at the Window"',
        '书生高文举与妻子王玉真在相府书房窗外重逢，一段“扫窗”身段与唱腔被誉为潮剧生旦戏的典范。',
        'The scholar Gao Wenju and his wife Wang Yuzhen meet again outside his study window; the sweeping scene is a model for duets of the young couple.',
      ),
      l(
        '《柴房会》',
        '"Meeting in the Woodshed"',
        '一出人鬼情戏，丑角李老三在柴房遇见女鬼莫二娘，丑角的“溜梯”功夫令人叫绝。',
        'A tale of a man and a ghost: the clown Li Laosan meets the ghost Mo Erniang in a woodshed, and his ladder acrobatics are breathtaking.',
      ),
      l(
        '《桃花过渡》',
        '"Peach Blossom Crosses the River"',
        '婢女桃花与撑渡伯对唱，节奏明快，是潮剧最广为传唱的曲目之一。',
        'The maid Taohua and the old ferryman sing back and forth; lively and quick, it is one of the most widely sung Teochew tunes.',
      ),
    ],
  },
  {
    cate: 0,
    premium: true,
    title: { zh: '戏服与头饰', en: 'Costumes and headdresses' },
    summary: {
      zh: '蟒、靠、帔、褶与潮绣的讲究。',
      en: 'Court robes, armour, capes and the art of Teochew embroidery.',
    },
    lessons: [
      l(
        '潮绣戏服',
        'Teochew embroidered costumes',
        '潮剧戏服多以潮绣制作，金银线垫高绣法使图案立体生辉。',
        'Teochew opera costumes are often made with Teochew embroidery, whose raised gold and silver threads make the patterns stand out.',
      ),
      l(
        '头饰与盔帽',
        'Headdresses and helmets',
        '旦角的头面由数十件饰物组成，演员需一小时以上才能装扮完成。',
        "A dan actor's headdress is made of dozens of ornaments and takes more than an hour to put on.",
      ),
    ],
  },
  {
    cate: 1,
    carousel: true,
    title: { zh: '潮剧唱腔入门', en: 'First steps in Teochew opera singing' },
    summary: {
      zh: '以潮州话咬字，认识曲牌体与板腔体。',
      en: 'Pronouncing Teochew and meeting the fixed-tune and metrical-aria styles.',
    },
    lessons: [
      l(
        '潮州话的声调',
        'The tones of Teochew',
        '潮州话有八个声调，唱腔须“字正腔圆”，旋律随字调起伏。',
        'Teochew has eight tones; a singer must keep every word clear, and the melody follows the tones.',
      ),
      l(
        '曲牌与板腔',
        'Fixed tunes and metrical arias',
        '潮剧唱腔兼有曲牌体与板腔体，常见的有“二板”“三板”等板式。',
        'Teochew opera singing mixes fixed tunes with metrical arias such as the "second beat" and "third beat" forms.',
      ),
      l(
        '帮声',
        'The offstage chorus',
        '帮声是潮剧的特色，由后台合唱衬托演员，渲染情绪。',
        'The offstage chorus is a hallmark of Teochew opera: voices behind the stage support the actor and colour the mood.',
      ),
    ],
  },
  {
    cate: 1,
    title: { zh: '潮州音乐与乐器', en: 'Teochew music and its instruments' },
    summary: {
      zh: '二弦、椰胡、扬琴与潮州大锣鼓。',
      en: 'The erxian, the coconut fiddle, the yangqin and the Teochew grand percussion.',
    },
    lessons: [
      l(
        '头弦二弦',
        'The lead erxian',
        '二弦是潮州弦诗乐的领奏乐器，音色清亮，统领全队。',
        'The erxian leads the Teochew string ensemble with its bright voice.',
      ),
      l(
        '潮州大锣鼓',
        'Teochew grand percussion',
        '大锣鼓由司鼓指挥，气势磅礴，常见于游神与节庆。',
        'Led by the drummer, the grand percussion is powerful and fills temple processions and festivals.',
      ),
    ],
  },
  {
    cate: 1,
    premium: true,
    title: { zh: '名家唱段精讲', en: 'Great arias, explained' },
    summary: {
      zh: '逐句拆解名家唱段的气口与润腔。',
      en: 'Line-by-line study of breathing and ornamentation in famous arias.',
    },
    lessons: [
      l(
        '《金花牧羊》唱段',
        'The "Jin Hua Herds the Sheep" aria',
        '此段以慢板起唱，注意长音的气息控制与尾腔的下滑。',
        'The aria opens slowly; mind the breath on the long notes and the falling tail of each phrase.',
      ),
      l(
        '《扫窗会》唱段',
        'The "Meeting at the Window" aria',
        '生旦对唱讲究呼应，旦角的拖腔需柔中带韧。',
        "The duet needs answering phrases; the dan's long notes should be soft yet firm.",
      ),
    ],
  },
  {
    cate: 1,
    title: { zh: '锣鼓经入门', en: 'Reading percussion patterns' },
    summary: { zh: '看懂锣鼓经，听懂舞台节奏。', en: 'Read the percussion notation and hear the rhythm of the stage.' },
    lessons: [
      l(
        '锣鼓经的读法',
        'How to read the patterns',
        '锣鼓经用汉字拟声记谱，如“匡”“七”“台”分别代表不同乐器的击打。',
        'Percussion patterns are written with sound words: "kuang", "qi" and "tai" each stand for a different instrument.',
      ),
      l(
        '上场与下场',
        'Entrances and exits',
        '演员上下场都有固定锣鼓点，锣鼓与身段须严丝合缝。',
        'Every entrance and exit has its own pattern, and the movement must fit the percussion exactly.',
      ),
    ],
  },
  {
    cate: 2,
    carousel: true,
    title: { zh: '潮剧台步', en: 'The stage walk' },
    summary: {
      zh: '小生、青衣、丑角的台步各不相同。',
      en: 'The young scholar, the qingyi and the clown all walk differently.',
    },
    lessons: [
      l(
        '小生台步',
        "The young scholar's walk",
        '小生步伐潇洒，抬腿踢袍，步幅适中。',
        'The young scholar walks with ease, lifting the robe with each step at a moderate stride.',
      ),
      l(
        '旦角碎步',
        "The dan's small steps",
        '旦角以碎步行走，上身平稳，如行云流水。',
        'The dan moves in tiny steps with a still upper body, gliding like flowing water.',
      ),
    ],
  },
  {
    cate: 2,
    title: { zh: '扇子功', en: 'Fan technique' },
    summary: {
      zh: '潮剧丑角与小生的扇法精要。',
      en: 'The essentials of fan work for the clown and the young scholar.',
    },
    lessons: [
      l(
        '开扇与合扇',
        'Opening and closing',
        '开扇要脆，合扇要稳，扇面始终朝向观众。',
        'Open the fan crisply, close it steadily, and keep its face towards the audience.',
      ),
      l(
        '转扇',
        'Spinning the fan',
        '丑角的转扇需手腕放松，以拇指与食指控制方向。',
        "The clown's spinning fan needs a loose wrist, steered with thumb and forefinger.",
      ),
    ],
  },
  {
    cate: 2,
    premium: true,
    title: { zh: '水袖表演', en: 'Water sleeves' },
    summary: {
      zh: '抖、甩、抛、扬，水袖的十种基本功。',
      en: 'Shake, flick, throw and lift: ten basic water-sleeve skills.',
    },
    lessons: [
      l(
        '抖袖',
        'The shake',
        '抖袖以腕发力，袖口如水波翻动。',
        'The shake comes from the wrist, so that the sleeve ripples like water.',
      ),
      l(
        '抛袖',
        'The throw',
        '抛袖时手臂伸直，袖子在空中展开后自然落下。',
        'For the throw, stretch the arm so the sleeve opens in the air and falls naturally.',
      ),
    ],
  },
  {
    cate: 2,
    title: { zh: '脸谱与化妆', en: 'Face paint and make-up' },
    summary: {
      zh: '潮剧的化妆程序与丑角“白鼻”。',
      en: "The make-up routine of Teochew opera and the clown's white nose.",
    },
    lessons: [
      l(
        '旦角化妆',
        'Make-up for the dan',
        '打底、拍红、画眉、勒头，旦角化妆约需一个小时。',
        "Base, rouge, brows and head binding: a dan's make-up takes about an hour.",
      ),
      l(
        '丑角白鼻',
        "The clown's white nose",
        '丑角在鼻梁上画白色豆腐块，形状随人物身份变化。',
        "The clown paints a white patch on the nose whose shape changes with the character's station.",
      ),
    ],
  },
];

/**
 * `production`: the production the video shows (an index of content-theatre's `productionsData`), for its cast and synopsis.
 * The n-th video plays its own committed clip `video-<n>` (scripts/demo-media/video-clips.mjs draws it from this title).
 */
export interface SeedVideo {
  cate: number;
  title: Text;
  summary: Text;
  premium?: boolean;
  carousel?: boolean;
  production?: number;
}

export const videoCategoriesData: { name: Text; description: Text }[] = [
  {
    name: { zh: '经典选段', en: 'Classic Excerpts' },
    description: { zh: '南华历年演出的精彩片段。', en: "Highlights from Nam Hwa's performances over the years." },
  },
  {
    name: { zh: '名家讲堂', en: 'Masterclasses' },
    description: { zh: '资深演员与乐师的示范与讲解。', en: 'Senior actors and musicians demonstrate and explain.' },
  },
  {
    name: { zh: '幕后花絮', en: 'Behind the Scenes' },
    description: {
      zh: '排练厅、化妆间与后台的故事。',
      en: 'Stories from the rehearsal hall, the dressing room and backstage.',
    },
  },
];

export const videosData: SeedVideo[] = [
  {
    cate: 0,
    carousel: true,
    production: 0,
    title: { zh: '《荔镜记》投荔', en: '"The Lychee Mirror": the lychee from the balcony' },
    summary: { zh: '五娘绣楼投荔一折。', en: 'Wu Niang throws the lychees from her balcony.' },
  },
  {
    cate: 0,
    carousel: true,
    production: 1,
    title: { zh: '《桃花过渡》', en: '"Peach Blossom Crosses the River"' },
    summary: { zh: '桃花与撑渡伯的对歌。', en: 'Taohua and the old ferryman trade songs.' },
  },
  {
    cate: 0,
    premium: true,
    title: { zh: '《扫窗会》全折', en: '"Meeting at the Window", complete scene' },
    summary: { zh: '生旦对手戏的经典演绎。', en: 'A classic reading of the duet.' },
  },
  {
    cate: 0,
    title: { zh: '《柴房会》溜梯', en: '"Meeting in the Woodshed": the ladder' },
    summary: { zh: '丑角的溜梯绝技。', en: "The clown's ladder acrobatics." },
  },
  {
    cate: 0,
    premium: true,
    carousel: true,
    production: 3,
    title: { zh: '《金花牧羊》', en: '"Jin Hua Herds the Sheep"' },
    summary: { zh: '青衣长唱段的完整演出。', en: 'The complete long aria of the qingyi.' },
  },
  {
    cate: 1,
    title: { zh: '潮剧唱腔示范：二板', en: 'Singing demonstration: the second-beat form' },
    summary: { zh: '资深演员示范二板唱法。', en: 'A senior actor demonstrates the second-beat form.' },
  },
  {
    cate: 1,
    title: { zh: '扇子功十式', en: 'Ten moves of fan technique' },
    summary: { zh: '丑角扇法逐式讲解。', en: "The clown's fan moves, one by one." },
  },
  {
    cate: 1,
    premium: true,
    title: { zh: '二弦领奏技巧', en: 'Leading on the erxian' },
    summary: { zh: '头弦乐师讲解领奏要诀。', en: 'The lead fiddler explains how to lead the ensemble.' },
  },
  {
    cate: 1,
    title: { zh: '水袖基本功', en: 'Water-sleeve basics' },
    summary: { zh: '抖袖与抛袖的练习方法。', en: 'How to practise the shake and the throw.' },
  },
  {
    cate: 2,
    title: { zh: '开演前的一小时', en: 'The hour before curtain' },
    summary: { zh: '化妆间里的紧张与期待。', en: 'Nerves and excitement in the dressing room.' },
  },
  {
    cate: 2,
    title: { zh: '戏服是怎样绣成的', en: 'How a costume is embroidered' },
    summary: { zh: '走访潮绣师傅的工作室。', en: "A visit to a Teochew embroiderer's studio." },
  },
  {
    cate: 2,
    premium: true,
    production: 1,
    title: { zh: '《苏六娘》排练纪实', en: 'Rehearsing "Su Liuniang"' },
    summary: { zh: '从读剧到彩排的六周。', en: 'Six weeks from the first read-through to the dress rehearsal.' },
  },
];
