import { endpoints } from '@nanhua/contract';
import { body, type Seeding } from './staff-calls.js';

/**
 * The six About pages' demo texts, in both languages, as rich text staff edit in the console (the
 * migration made the pages with titles only). A page that already has a text is left alone. Written
 * through the console's edit (its sanitizer); about.test.ts checks each is already what it keeps.
 */
export const aboutTexts: Record<string, { zh: string; en: string }> = {
  chaoJu: {
    zh: '<p>潮剧是以潮州话演唱的地方戏曲，流行于广东潮汕地区及东南亚潮人聚居之地，至今已有五百多年历史。</p><h3>源流</h3><p>潮剧源于宋元南戏，明代已在潮州一带盛行。明嘉靖年间刊印的《荔镜记》是现存最早的潮剧剧本之一。数百年间，潮剧吸收了弋阳腔、昆腔、汉剧等声腔的养分，逐渐形成独特的风格。</p><h3>艺术特色</h3><p>潮剧唱腔优美婉转，以潮州话“字正腔圆”为要；后台帮声衬托演员，是潮剧的一大特色。行当中以丑角与旦角最为出色，潮丑分为十类，各具身段与扇法。</p><h3>在新加坡</h3><p>十九世纪起，潮州先民将潮剧带到新加坡。戏班在神诞与节庆时搭台演出，业余潮剧社则在二十世纪中叶相继成立，让这门艺术在狮城生根发芽。</p>',
    en: '<p>Teochew opera is a regional Chinese opera sung in the Teochew language. It is loved in the Chaoshan region of Guangdong and wherever Teochew people settled in Southeast Asia, and it is more than five hundred years old.</p><h3>Origins</h3><p>Teochew opera grew out of the Southern Drama of the Song and Yuan dynasties and was flourishing around Chaozhou by the Ming. "The Lychee Mirror", printed in the Jiajing era, is one of the oldest surviving scripts. Over the centuries it absorbed the Yiyang, Kun and Han styles and found a voice of its own.</p><h3>What makes it special</h3><p>Its singing is graceful and flowing, and every Teochew word must ring clear. The offstage chorus that supports the actors is a hallmark of the form. The clown and the female roles are its glory: the Teochew clown alone has ten types, each with its own movements and fan work.</p><h3>In Singapore</h3><p>Teochew settlers brought the opera to Singapore in the nineteenth century. Troupes played on temporary stages at temple festivals, and in the mid-twentieth century amateur opera societies were founded, rooting the art in the island.</p>',
  },
  chaoYueTuan: {
    zh: '<p>南华潮乐团由社内乐师组成，为潮剧演出伴奏，也独立举办潮州音乐会。</p><h3>潮州音乐</h3><p>潮州音乐包括弦诗乐、细乐、锣鼓乐与庙堂音乐等。弦诗乐以二弦领奏，配以椰胡、扬琴、琵琶与笛子，清雅悠扬；潮州大锣鼓则气势磅礴，常见于节庆游行。</p><h3>乐团的工作</h3><p>乐团每周排练两次，为全年演出伴奏，并在新春、中秋等节日举办专场音乐会。乐团也与海内外潮乐团体交流演出。</p><h3>加入我们</h3><p>欢迎有民乐基础的朋友加入乐团。我们也为初学者开设二弦与扬琴入门班，由资深乐师亲自指导。</p>',
    en: "<p>The Nam Hwa Music Ensemble is made up of the company's musicians. It accompanies the opera and gives Teochew music concerts of its own.</p><h3>Teochew music</h3><p>Teochew music includes string ensemble music, fine music, percussion music and temple music. The string ensemble is led by the erxian with the coconut fiddle, yangqin, pipa and flute, refined and lyrical; the Teochew grand percussion is powerful and fills festival processions.</p><h3>What the ensemble does</h3><p>The ensemble rehearses twice a week, accompanies every performance of the year and gives concerts at Chinese New Year and the Mid-Autumn Festival. It also performs with Teochew music groups at home and abroad.</p><h3>Join us</h3><p>Musicians with a background in Chinese instruments are welcome to join. We also run beginners' classes in erxian and yangqin, taught by senior musicians.</p>",
  },
  companyInfo: {
    zh: '<p>南华潮剧社是新加坡注册的非营利艺术团体，致力于潮剧的演出、教学与研究。</p><h3>参观排练厅</h3><p>排练厅开放日：每月第一个星期六下午，欢迎预约参观。剧社的电话、电子邮件、地址与办公时间见本页的联系方式。</p><h3>票务与会员</h3><p>演出门票可在本应用的票务页面购买。会员可免费观看全部精品视频与学习资源，并享受购物优惠。</p>',
    en: "<p>Nam Hwa Opera is a non-profit arts group registered in Singapore, devoted to performing, teaching and researching Teochew opera.</p><h3>Visit the rehearsal hall</h3><p>Rehearsal hall open day: the first Saturday afternoon of each month; visits by appointment. The company's phone, e-mail, address and office hours are under Contact on this page.</p><h3>Tickets and membership</h3><p>Tickets are sold on the Tickets page of this app. Members watch every premium video and learning resource for free and get a discount in the shop.</p>",
  },
  nanHua: {
    zh: '<p>南华潮剧社成立于一九六三年，是新加坡历史最悠久的潮剧团体之一。</p><h3>我们的历史</h3><p>南华由一群热爱潮剧的业余爱好者创立。六十余年来，剧社坚持排演传统剧目，培养了一代又一代演员与乐师，多次赴中国、马来西亚、泰国等地交流演出。</p><h3>我们的使命</h3><p>传承潮剧艺术，让更多人认识、欣赏并参与潮剧。我们以演出、课程、讲座与数字内容，连接老戏迷与新观众。</p><h3>我们的愿景</h3><p>让潮剧在新加坡的舞台上生生不息，成为多元文化社会中一张鲜明的文化名片。</p>',
    en: "<p>Founded in 1963, Nam Hwa Opera is one of Singapore's longest-standing Teochew opera companies.</p><h3>Our history</h3><p>Nam Hwa was founded by a group of amateur opera lovers. For more than sixty years it has kept the traditional repertoire on stage, trained generation after generation of actors and musicians, and performed in China, Malaysia and Thailand.</p><h3>Our mission</h3><p>To pass on the art of Teochew opera and help more people know it, enjoy it and take part in it. Through performances, classes, talks and digital content we connect long-time fans with new audiences.</p><h3>Our vision</h3><p>A Teochew opera that lives on Singapore's stages for generations to come, a vivid part of a multicultural society.</p>",
  },
  nanHuaTeam: {
    zh: '<p>南华的演员、乐师、导演与义工，是剧社最宝贵的财富。</p><h3>艺术团队</h3><p>艺术总监领导演员组与乐团，负责剧目的选择、排练与演出质量。资深演员担任导师，手把手传授唱腔与身段。</p><h3>青年团</h3><p>青年团由十二至二十五岁的学员组成，每周学习唱腔、身段与潮州话，并在年度汇报演出中登台亮相。</p><h3>义工与行政</h3><p>义工们负责前台接待、票务、服装与道具管理。行政团队负责筹款、宣传与社区合作。</p>',
    en: "<p>Our actors, musicians, directors and volunteers are the company's greatest treasure.</p><h3>Artistic team</h3><p>The artistic director leads the actors and the ensemble and is responsible for the repertoire, rehearsals and the quality of every show. Senior actors mentor the younger ones, teaching singing and movement hand in hand.</p><h3>Youth troupe</h3><p>The youth troupe brings together students aged 12 to 25. They learn singing, movement and Teochew every week and take the stage in the annual showcase.</p><h3>Volunteers and administration</h3><p>Volunteers look after front of house, ticketing, costumes and props. The administration team handles fundraising, publicity and community partnerships.</p>",
  },
  wenHuaYanJiu: {
    zh: '<p>南华文化研究组收集、整理并研究潮剧的历史资料，让传统有据可依。</p><h3>资料整理</h3><p>研究组整理了剧社六十余年的剧本、曲谱、剧照与演出影像，并逐步数字化，供会员与研究者查阅。</p><h3>口述历史</h3><p>我们访问老一辈演员与乐师，记录他们的从艺经历，保存新加坡潮剧发展的第一手资料。</p><h3>讲座与出版</h3><p>研究组定期举办公开讲座，并出版潮剧导赏手册，帮助观众更好地欣赏潮剧。</p>',
    en: "<p>Nam Hwa's cultural research team collects, organises and studies the history of Teochew opera, so that tradition rests on sound records.</p><h3>Archives</h3><p>The team has catalogued more than sixty years of scripts, scores, stage photographs and recordings, and is digitising them for members and researchers.</p><h3>Oral history</h3><p>We interview senior actors and musicians about their lives in the opera, preserving first-hand accounts of Teochew opera in Singapore.</p><h3>Talks and publications</h3><p>The team gives public talks and publishes guides to Teochew opera that help audiences enjoy what they see.</p>",
  },
};

/** The About pages' texts, written through the console's about edit (the pages are fixed: edited, never created). */
export async function seedAbout(s: Seeding): Promise<void> {
  const about = s.services.contentAdmin;
  for (const page of (await about.list('about', { page: 1, size: 100 })).items) {
    const t = aboutTexts[page.key];
    if (t && !page.contentZh)
      await about.update(
        'about',
        page.id,
        body(endpoints['/admin/about/update/{id}'], { contentZh: t.zh, contentEn: t.en }),
        s.staffId,
      );
  }
}
