import { endpoints } from '@nanhua/contract';
import { productSales } from './history.js';
import { placeArt } from './images.js';
import { body, type Seeding } from './staff-calls.js';

const day = 86_400_000;

const categories: { nameZh: string; nameEn: string }[] = [
  { nameZh: '剧本书籍', nameEn: 'Scripts & books' },
  { nameZh: '扇子道具', nameEn: 'Fans & props' },
  { nameZh: '音像制品', nameEn: 'Recordings' },
  { nameZh: '服饰礼品', nameEn: 'Apparel & gifts' },
];

export interface Plan {
  cate: number;
  zh: [title: string, summary: string, description: string];
  en: [title: string, summary: string, description: string];
  price: number;
  original?: number;
  stock: number;
  sales: number;
}

export const plans: Plan[] = [
  {
    cate: 0,
    zh: [
      '《荔镜记》注释剧本',
      '潮剧经典全本唱词，附潮州话注音与注释',
      '收录《荔镜记》全本唱词与念白，逐句附潮州话拼音、难字注释和曲牌说明，另有本社资深演员撰写的表演提示。适合戏迷跟唱和学员排练使用。平装，248 页。',
    ],
    en: [
      'The Tale of the Lychee and the Mirror: annotated script',
      'The full libretto of the classic, with Teochew romanisation and notes',
      'The complete sung and spoken text of the classic, line by line with Teochew romanisation, notes on difficult characters and the tunes used, plus performance tips by our senior actors. For fans who sing along and students in rehearsal. Paperback, 248 pages.',
    ],
    price: 2800,
    original: 3200,
    stock: 120,
    sales: 86,
  },
  {
    cate: 0,
    zh: [
      '《扫窗会》唱词选本',
      '生旦对唱名段，双语对照',
      '精选《扫窗会》中最为人传唱的生旦对唱段落，中英对照，附唱段背景介绍，是初学者认识潮剧唱腔的好读本。',
    ],
    en: [
      'Meeting at the Window: selected lyrics',
      'The famous duets of the young lovers, side by side in two languages',
      'The best-loved duets of "Meeting at the Window" in Chinese and English, each with a note on its place in the story: a good first reader for anyone discovering Teochew opera singing.',
    ],
    price: 1800,
    stock: 80,
    sales: 42,
  },
  {
    cate: 0,
    zh: [
      '潮剧百年图录',
      '三百余幅剧照与史料，回顾南洋潮剧百年',
      '从早年戏班下南洋，到今日的剧场演出，本书以三百余幅珍贵剧照、戏单与手稿，记录新加坡潮剧的百年历程。精装，全彩印刷。',
    ],
    en: [
      'A Century of Teochew Opera: an illustrated history',
      'Over 300 photographs and documents of a hundred years of Teochew opera in Nanyang',
      'From the troupes that sailed to Nanyang to today’s theatre seasons, more than 300 rare stage photographs, programmes and manuscripts trace a century of Teochew opera in Singapore. Hardcover, printed in full colour.',
    ],
    price: 6800,
    original: 8800,
    stock: 35,
    sales: 19,
  },
  {
    cate: 0,
    zh: [
      '潮剧入门：行当与身段',
      '图解生旦净丑与基本功',
      '以图解方式介绍潮剧的生、旦、净、丑各行当，以及台步、水袖、扇子功等基本身段，附示范视频二维码。',
    ],
    en: [
      'Teochew Opera for Beginners: roles and movement',
      'An illustrated guide to the role types and basic stage skills',
      'An illustrated introduction to the sheng, dan, jing and chou role types and to basic stagecraft: stage steps, water sleeves and fan work, with QR codes linking to demonstration videos.',
    ],
    price: 2200,
    stock: 60,
    sales: 31,
  },
  {
    cate: 0,
    zh: [
      '儿童绘本《陈三五娘》',
      '给孩子的潮剧故事，中英双语',
      '以温暖的插画讲述陈三与五娘的故事，中英双语，适合 5 至 10 岁的小读者与家长共读。',
    ],
    en: [
      'Picture book: Chen San and Wu Niang',
      'A Teochew opera story for children, in Chinese and English',
      'The story of Chen San and Wu Niang told in warm illustrations, bilingual, for readers aged 5 to 10 to share with their parents.',
    ],
    price: 1500,
    stock: 3,
    sales: 58,
  },
  {
    cate: 1,
    zh: [
      '戏曲纹样折扇',
      '绢面竹骨，印有潮剧人物纹样',
      '十八档竹骨，绢面印潮剧经典人物纹样，开合顺滑，既可日常纳凉，也可作为练习扇子功的入门道具。',
    ],
    en: [
      'Folding fan with an opera motif',
      'Silk on bamboo ribs, printed with Teochew opera figures',
      'Eighteen bamboo ribs and a silk leaf printed with classic opera characters. It opens and closes smoothly: a fan for hot afternoons and a first prop for practising fan technique.',
    ],
    price: 2600,
    original: 3000,
    stock: 70,
    sales: 95,
  },
  {
    cate: 1,
    zh: [
      '花旦手绘团扇',
      '本社美术师手绘，每把独一无二',
      '由本社舞台美术师以工笔手绘花旦形象，绢面木柄，每把图样略有不同，附收藏锦盒。',
    ],
    en: [
      'Hand-painted round fan of the huadan role',
      'Painted by our stage artists, no two alike',
      'A huadan heroine painted in fine brushwork by our stage artists on a silk fan with a wooden handle. Every fan differs slightly; it comes in a brocade gift box.',
    ],
    price: 4800,
    stock: 20,
    sales: 12,
  },
  {
    cate: 1,
    zh: [
      '迷你潮州铜锣',
      '按乐队大锣等比缩小的黄铜摆件',
      '以潮州锣鼓乐中的大锣为原型，黄铜锻造、等比缩小，附木架与锣槌，可敲出清亮的锣声。',
    ],
    en: [
      'Mini Teochew brass gong',
      'A scaled-down brass gong from the opera orchestra',
      'Modelled on the great gong of the Teochew percussion ensemble, hand-forged in brass at a smaller scale, with a wooden stand and beater. It rings with a clear, bright tone.',
    ],
    price: 3800,
    stock: 25,
    sales: 17,
  },
  {
    cate: 1,
    zh: [
      '练功水袖（一对）',
      '白色真丝水袖，长 1.2 米',
      '剧团学员班同款练功水袖，真丝材质，长 1.2 米，轻盈垂坠，适合水袖功练习与舞台演出。',
    ],
    en: [
      'Practice water sleeves (pair)',
      'White silk water sleeves, 1.2 m long',
      'The same silk water sleeves our students train with: 1.2 metres long, light and flowing, for practising sleeve work or for the stage.',
    ],
    price: 3500,
    stock: 40,
    sales: 23,
  },
  {
    cate: 1,
    zh: ['潮剧脸谱挂件', '树脂彩绘丑角脸谱，可挂可摆', '以潮剧丑角脸谱为原型的彩绘挂件，附挂绳与底座，小巧精致。'],
    en: [
      'Opera face-painting ornament',
      'A painted resin mask of a clown role, to hang or stand',
      'A small hand-painted ornament based on the face painting of a Teochew clown role, with a cord and a stand.',
    ],
    price: 1600,
    stock: 0,
    sales: 64,
  },
  {
    cate: 1,
    zh: [
      '刺绣戏服微缩摆件',
      '潮绣工艺，按真实戏服 1:8 缩制',
      '由潮绣师傅按本社真实蟒袍 1:8 缩制，金银线钉金绣，附亚克力展示罩，限量制作。',
    ],
    en: [
      'Embroidered opera costume miniature',
      'Teochew embroidery, a 1:8 model of a real stage robe',
      'Made by Teochew embroidery masters at 1:8 scale from one of our own court robes, couched in gold and silver thread, with an acrylic display case. Limited edition.',
    ],
    price: 12000,
    original: 13800,
    stock: 8,
    sales: 5,
  },
  {
    cate: 1,
    zh: [
      '木鱼与拍板套装',
      '潮剧乐队常用打击乐器入门套装',
      '包括木鱼一只、拍板一副，选用紫檀色硬木，声音清脆，适合初学者与亲子工作坊。',
    ],
    en: [
      'Woodblock and clapper set',
      'Beginner percussion from the opera band',
      'A woodblock and a pair of clappers in dark hardwood with a crisp sound: a starter set for beginners and our family workshops.',
    ],
    price: 2900,
    stock: 30,
    sales: 9,
  },
  {
    cate: 2,
    zh: [
      '潮剧唱腔选段 CD',
      '十八首经典唱段，本社演员演唱',
      '收录《荔镜记》《扫窗会》《柴房会》等剧目的十八首经典唱段，由本社主要演员演唱，附唱词册。',
    ],
    en: [
      'Classic Teochew opera arias (CD)',
      'Eighteen classic arias sung by our company',
      'Eighteen classic arias from "The Lychee and the Mirror", "Meeting at the Window", "Meeting in the Woodshed" and more, sung by our principal actors, with a lyrics booklet.',
    ],
    price: 2000,
    stock: 90,
    sales: 73,
  },
  {
    cate: 2,
    zh: [
      '《金花女》全剧 DVD',
      '本社年度大戏完整录像，中英字幕',
      '本社年度大戏《金花女》剧场完整录像，多机位拍摄，附中英字幕与幕后花絮。',
    ],
    en: [
      '"Jin Hua Nü" full performance (DVD)',
      'Our season’s main production in full, with Chinese and English subtitles',
      'The complete theatre recording of our main production "Jin Hua Nü", filmed with several cameras, with Chinese and English subtitles and a behind-the-scenes feature.',
    ],
    price: 3200,
    original: 3800,
    stock: 45,
    sales: 28,
  },
  {
    cate: 2,
    zh: [
      '潮州锣鼓乐 CD',
      '大锣鼓、苏锣鼓经典曲目',
      '收录潮州大锣鼓与苏锣鼓的经典曲目，由本社乐队录制，气势恢宏，节奏明快。',
    ],
    en: [
      'Teochew gongs and drums (CD)',
      'Classic pieces for the great and the Su percussion ensembles',
      'Classic pieces of the Teochew great-gong and Su-gong percussion traditions, recorded by our orchestra: stirring, bright and rhythmic.',
    ],
    price: 1800,
    stock: 50,
    sales: 21,
  },
  {
    cate: 2,
    zh: [
      '六十周年纪念黑胶唱片',
      '老唱腔数字修复，限量编号',
      '精选本社六十年来的珍贵录音，经数字修复后压制成 180 克黑胶，限量编号发行。',
    ],
    en: [
      '60th anniversary vinyl LP',
      'Historic recordings restored, numbered limited edition',
      'Treasured recordings from six decades of our company, digitally restored and pressed on 180-gram vinyl, in a numbered limited edition.',
    ],
    price: 8800,
    stock: 15,
    sales: 6,
  },
  {
    cate: 3,
    zh: [
      '南华潮剧 T 恤',
      '纯棉短袖，印有剧社标志与锣鼓纹样',
      '100% 纯棉，胸前印剧社标志，背面为潮州锣鼓纹样，尺码 S 至 XL，下单时请在备注中注明尺码。',
    ],
    en: [
      'Nam Hwa opera T-shirt',
      'Cotton tee with our logo and a gongs-and-drums print',
      '100% cotton, with our logo on the front and a gongs-and-drums pattern on the back. Sizes S to XL: please give your size in the order remarks.',
    ],
    price: 2500,
    stock: 100,
    sales: 57,
  },
  {
    cate: 3,
    zh: ['帆布托特包', '厚实帆布，印有花旦剪影', '加厚帆布托特包，印有花旦剪影，内附小口袋，可装下 A4 剧本与水壶。'],
    en: [
      'Canvas tote bag',
      'Sturdy canvas with a huadan silhouette',
      'A heavy canvas tote printed with a huadan silhouette, with an inner pocket; fits an A4 script and a water bottle.',
    ],
    price: 1800,
    stock: 80,
    sales: 66,
  },
  {
    cate: 3,
    zh: ['潮绣书签（两枚）', '手工潮绣，牡丹与锦鲤图样', '手工潮绣书签两枚，图样为牡丹与锦鲤，附流苏，送礼自用皆宜。'],
    en: [
      'Teochew embroidery bookmarks (pair)',
      'Hand-embroidered peony and koi designs',
      'Two hand-embroidered bookmarks in the Teochew style, a peony and a koi, with tassels: a gift or a treat for yourself.',
    ],
    price: 800,
    stock: 150,
    sales: 120,
  },
  {
    cate: 3,
    zh: ['潮剧明信片套装（12 张）', '十二张经典剧照明信片', '精选十二张本社经典剧照制成明信片，附牛皮纸封套。'],
    en: [
      'Opera postcard set (12 cards)',
      'Twelve classic stage photographs',
      'Twelve of our classic stage photographs printed as postcards, in a kraft paper sleeve.',
    ],
    price: 1200,
    stock: 200,
    sales: 140,
  },
  {
    cate: 3,
    zh: ['戏曲人物钥匙扣', '软胶 Q 版生旦人物', '以 Q 版生旦人物设计的软胶钥匙扣，随机发出一款。'],
    en: [
      'Opera character keychain',
      'Cute rubber figures of the young lovers',
      'A soft rubber keychain with a cute version of the young hero or heroine; one design, chosen at random.',
    ],
    price: 500,
    stock: 300,
    sales: 210,
  },
  {
    cate: 3,
    zh: [
      '戏服纹样真丝丝巾',
      '取材自蟒袍纹样的真丝方巾',
      '图案取材自本社蟒袍上的云纹与海水江崖纹，真丝斜纹，90 × 90 厘米。',
    ],
    en: [
      'Silk scarf with a costume pattern',
      'A silk square from the patterns of a court robe',
      'Its pattern comes from the clouds and waves embroidered on our court robes. Silk twill, 90 × 90 cm.',
    ],
    price: 5800,
    original: 6800,
    stock: 25,
    sales: 14,
  },
  {
    cate: 3,
    zh: ['工夫茶杯套装', '四只白瓷杯，绘潮剧人物', '潮州工夫茶白瓷杯四只，杯身手绘潮剧人物，附木质茶盘。'],
    en: [
      'Gongfu tea cup set',
      'Four porcelain cups painted with opera figures',
      'Four white porcelain cups for Teochew gongfu tea, hand-painted with opera characters, on a wooden tray.',
    ],
    price: 4200,
    stock: 18,
    sales: 11,
  },
];

/**
 * Demo shop: categories and 20+ products of a Teochew opera company, made through the console's shop
 * calls (each product on its day); the units sold are history (history.ts).
 */
export async function seedShop(s: Seeding): Promise<void> {
  const { shop } = s.services.salesAdmin;
  const cates = [];
  for (const [i, c] of categories.entries())
    cates.push(
      await shop.categories.create(
        s.staffId,
        body(endpoints['/admin/shopCategory/create'], { nameZh: c.nameZh, nameEn: c.nameEn, sort: i }),
      ),
    );
  // Each product has its own picture; four scenes of the company fill the rest of every gallery.
  const gallery = [0, 1, 2, 3].map((v) => placeArt(s.filesDir, `shop-gallery-${v}`));
  const covers = plans.map((_, i) => placeArt(s.filesDir, `shop-${i + 1}`));
  for (const [i, p] of plans.entries()) {
    const made = body(endpoints['/admin/product/create'], {
      categoryId: cates[p.cate]!.id,
      titleZh: p.zh[0],
      summaryZh: p.zh[1],
      descriptionZh: p.zh[2],
      titleEn: p.en[0],
      summaryEn: p.en[1],
      descriptionEn: p.en[2],
      images: [covers[i]!, gallery[i % 4]!, gallery[(i + 1) % 4]!],
      priceCents: p.price,
      originalPriceCents: p.original ?? null,
      stock: p.stock,
    });
    const product = await s.at(new Date(s.now.getTime() - (plans.length - i) * 2 * day), () =>
      shop.products.create(s.staffId, made),
    );
    await productSales(s, product.id, p.sales);
  }
}
