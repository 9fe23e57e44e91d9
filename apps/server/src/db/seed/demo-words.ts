/**
 * Word lists for the demo seed. Text is composed from these so the demo reads like a real site
 * in both languages while staying small and reproducible. Pairs are [Chinese, English].
 */
export type Pair = readonly [zh: string, en: string];

/** 'zh=en|zh=en' → pairs: keeps long lists of short pairs on a few lines. */
function pairs(list: string): Pair[] {
  return list.split('|').map((p) => {
    const [zh = '', en = ''] = p.split('=');
    return [zh, en] as const;
  });
}

/** Research fields: `code` is what rows store (a stable filter value); labels are for display. */
export const FIELDS = [
  { code: 'ai', zh: '人工智能', en: 'Artificial intelligence' },
  { code: 'computer', zh: '计算机科学', en: 'Computer science' },
  { code: 'materials', zh: '材料科学', en: 'Materials science' },
  { code: 'energy', zh: '能源与动力', en: 'Energy and power' },
  { code: 'environment', zh: '环境科学', en: 'Environmental science' },
  { code: 'biology', zh: '生命科学', en: 'Life sciences' },
  { code: 'medicine', zh: '医学与健康', en: 'Medicine and health' },
  { code: 'economics', zh: '经济与管理', en: 'Economics and management' },
  { code: 'education', zh: '教育学', en: 'Education' },
  { code: 'engineering', zh: '工程技术', en: 'Engineering' },
  { code: 'physics', zh: '物理与数学', en: 'Physics and mathematics' },
  { code: 'social', zh: '人文社科', en: 'Humanities and social sciences' },
] as const;
export type FieldCode = (typeof FIELDS)[number]['code'];

/** Article topics; 12 so that a stride coprime to 12 gives each category distinct titles. */
export const TOPICS = pairs(
  '人工智能=artificial intelligence|新能源材料=new energy materials|碳中和=carbon neutrality|生物医药=biomedicine|' +
    '量子信息=quantum information|集成电路=integrated circuits|数字经济=the digital economy|脑科学=brain science|' +
    '海洋科学=marine science|智能制造=smart manufacturing|公共卫生=public health|空间科学=space science',
);

/** Menu categories with title templates ({t} is a topic) and the focus phrase of their summaries. */
export const CATEGORIES: { code: string; name: Pair; focus: Pair; titles: Pair[] }[] = [
  {
    code: 'news',
    name: ['学术资讯', 'Academic news'],
    focus: ['最新动态与关键数据', 'the latest developments and key figures'],
    titles: [
      ['{t}领域年度研究进展盘点', 'Year in review: research progress in {t}'],
      ['多所高校联合发布{t}研究白皮书', 'Universities jointly publish a white paper on {t}'],
      ['{t}方向重点实验室迎来新一轮评估', 'Key laboratories for {t} enter a new evaluation round'],
      ['青年学者在{t}方向取得重要突破', 'Young researchers report a breakthrough in {t}'],
    ],
  },
  {
    code: 'notice',
    name: ['会议通知', 'Conference notices'],
    focus: ['时间安排、参会方式与报名要求', 'the dates, the format and how to take part'],
    titles: [
      ['关于举办{t}青年学者论坛的通知', 'Call for participation: young scholars forum on {t}'],
      ['{t}国际研讨会征稿通知', 'Call for papers: international workshop on {t}'],
      ['{t}专题研讨会调整举办时间的通知', 'Notice: the symposium on {t} has been rescheduled'],
      ['{t}暑期学校报名通知', 'Registration open: summer school on {t}'],
    ],
  },
  {
    code: 'policy',
    name: ['科研政策', 'Research policy'],
    focus: ['政策要点与申报注意事项', 'the main points of the policy and what applicants should note'],
    titles: [
      ['解读：{t}领域科研项目管理新规', 'Explainer: new project management rules for research on {t}'],
      ['{t}专项基金申报指南发布', 'Application guidelines published for the special fund on {t}'],
      ['科研诚信新要求对{t}研究的影响', 'What the new research integrity rules mean for {t}'],
      ['{t}成果转化激励政策要点', 'Incentives for turning results in {t} into products: the key points'],
    ],
  },
  {
    code: 'guide',
    name: ['投稿指南', 'Submission guides'],
    focus: ['投稿流程中的常见问题与实用建议', 'common pitfalls in the submission process and practical advice'],
    titles: [
      ['{t}方向论文如何选择目标期刊', 'How to choose a target journal for your paper on {t}'],
      ['{t}论文投稿前的十项自查清单', 'Ten checks before you submit a paper on {t}'],
      ['如何回复{t}论文的审稿意见', 'How to respond to reviewer comments on papers about {t}'],
      ['{t}论文摘要写作技巧', 'Writing a strong abstract for research on {t}'],
    ],
  },
  {
    code: 'sci',
    name: ['SCI 专题', 'SCI topics'],
    focus: ['期刊数据、收录范围与投稿建议', 'journal metrics, scope and submission advice'],
    titles: [
      ['SCI期刊{t}专刊征稿汇总', 'SCI special issues on {t} now accepting papers'],
      ['{t}领域SCI期刊影响因子变化分析', 'Impact factor trends of SCI journals covering {t}'],
      ['{t}方向高被引论文有哪些共同特征', 'What highly cited papers on {t} have in common'],
      ['{t}领域SCI期刊审稿周期对比', 'Comparing review times of SCI journals covering {t}'],
    ],
  },
  {
    code: 'career',
    name: ['学者生涯', 'Academic careers'],
    focus: ['职业规划、求职准备与成长经验', 'career planning, job preparation and lessons from experience'],
    titles: [
      ['{t}方向博士毕业后的职业选择', 'Career paths after a PhD in {t}'],
      ['从博士后到独立PI：{t}学者的成长之路', 'From postdoc to PI: growing as a researcher in {t}'],
      ['{t}青年学者如何申请第一个基金项目', 'Winning your first grant as an early-career researcher in {t}'],
      ['{t}领域学术求职面试经验分享', 'Academic job interviews in {t}: lessons learned'],
    ],
  },
  {
    code: 'tech',
    name: ['科技前沿', 'Frontiers'],
    focus: ['关键技术、代表性成果与发展趋势', 'key technologies, representative results and trends'],
    titles: [
      ['{t}前沿：五项值得关注的新技术', 'Frontiers of {t}: five technologies to watch'],
      ['{t}研究的新方法与新工具', 'New methods and tools for research on {t}'],
      ['{t}与交叉学科融合的新趋势', 'Where research on {t} meets other disciplines'],
      ['{t}实验平台建设的最新进展', 'Latest progress in experimental platforms for {t}'],
    ],
  },
  {
    code: 'interview',
    name: ['人物访谈', 'Interviews'],
    focus: ['研究经历、团队建设与治学心得', 'research journeys, team building and advice'],
    titles: [
      ['对话{t}领域资深学者：坚持长期主义', 'In conversation with a senior scholar in {t}: playing the long game'],
      ['专访{t}青年科学家：从兴趣出发', 'Interview: a young scientist in {t} on following curiosity'],
      ['{t}实验室负责人谈团队建设', 'A laboratory head in {t} on building a research team'],
      ['{t}领域期刊主编谈审稿标准', 'A journal editor in {t} on what reviewers look for'],
    ],
  },
];

/** Article summaries: {t} topic, {f} the category focus. */
export const SUMMARIES: Pair[] = [
  ['本文聚焦{t}，梳理{f}，供科研人员参考。', 'A closer look at {t}, covering {f}.'],
  ['围绕{t}，编辑部整理了{f}，帮助读者快速把握重点。', 'For researchers working on {t}, our editors summarise {f}.'],
  [
    '{t}持续受到学界关注。本文介绍{f}，并附上延伸阅读建议。',
    'Research on {t} continues to attract attention. This article covers {f}, with suggestions for further reading.',
  ],
];

export const BACKGROUNDS: Pair[] = [
  [
    '近五年来，{t}相关论文数量保持两位数增长，跨机构、跨学科合作日益普遍。',
    'Over the past five years the number of papers on {t} has grown by double digits each year, and collaboration across institutions and disciplines is increasingly common.',
  ],
  [
    '随着资助力度加大和研究平台不断完善，{t}已成为许多高校和研究机构的重点布局方向。',
    'With more funding and better research infrastructure, work on {t} has become a priority for many universities and institutes.',
  ],
  [
    '{t}研究正在从单点突破走向系统集成，对数据、算力和实验条件提出了更高要求。',
    'Research on {t} is moving from isolated breakthroughs to integrated systems, which raises the bar for data, computing and laboratory resources.',
  ],
];

export const POINTS: Pair[] = [
  ['明确研究问题，避免选题过宽或过窄', 'Define the research question clearly and keep the scope focused'],
  ['重视数据与代码的公开，保证结果可复现', 'Share data and code so that results can be reproduced'],
  [
    '关注国际同行的最新成果，及时更新文献综述',
    'Follow recent work by international peers and keep the literature review current',
  ],
  ['合理规划时间，为审稿和修改预留充足周期', 'Plan ahead and leave enough time for review and revision'],
  ['加强跨学科合作，引入新的方法和视角', 'Work across disciplines to bring in new methods and perspectives'],
  ['遵守科研诚信规范，做到规范引用与署名', 'Follow research integrity rules on citation and authorship'],
  ['善用学术会议展示阶段性成果', 'Use conferences to present work in progress'],
  ['重视成果转化与社会影响', 'Think about applications and societal impact early'],
];

export const CLOSINGS: Pair[] = [
  ['欢迎读者分享自己的经验与看法。', 'Readers are welcome to share their own experience and views.'],
  [
    '本平台将持续关注相关进展，敬请留意后续报道。',
    'We will keep following these developments and report on them here.',
  ],
  [
    '如需投稿或会议服务，可联系平台学术顾问。',
    'For help with submissions or conferences, contact one of our academic advisers.',
  ],
];

export const ARTICLE_AUTHORS = pairs(
  '李文博=Emily Carter|王思齐=Daniel Wright|张晓彤=Sophie Turner|刘嘉怡=Michael Chen|陈卓然=Laura Bennett|' +
    '杨子涵=James Liu',
);

/** Conference themes: [abbreviation, Chinese, English, field]. Abbreviations make unique codes. */
export const THEMES: (readonly [string, string, string, FieldCode])[] = [
  ['AIR', '人工智能与机器人', 'Artificial Intelligence and Robotics', 'ai'],
  ['CVIP', '计算机视觉与图像处理', 'Computer Vision and Image Processing', 'ai'],
  ['NLPC', '自然语言处理与计算语言学', 'Natural Language Processing and Computational Linguistics', 'ai'],
  ['BDCC', '大数据与云计算', 'Big Data and Cloud Computing', 'computer'],
  ['ISNT', '信息安全与网络技术', 'Information Security and Network Technology', 'computer'],
  ['SEAI', '软件工程与应用创新', 'Software Engineering and Applied Innovation', 'computer'],
  ['CEMC', '通信工程与移动计算', 'Communication Engineering and Mobile Computing', 'computer'],
  ['AMME', '先进材料与机械工程', 'Advanced Materials and Mechanical Engineering', 'materials'],
  ['NMNT', '纳米材料与纳米技术', 'Nanomaterials and Nanotechnology', 'materials'],
  ['CMPS', '复合材料与聚合物科学', 'Composite Materials and Polymer Science', 'materials'],
  ['REPE', '可再生能源与电力工程', 'Renewable Energy and Power Engineering', 'energy'],
  ['ESSG', '储能系统与智能电网', 'Energy Storage Systems and Smart Grids', 'energy'],
  ['HEPT', '氢能与新型动力技术', 'Hydrogen Energy and Emerging Power Technologies', 'energy'],
  ['EPSD', '环境保护与可持续发展', 'Environmental Protection and Sustainable Development', 'environment'],
  ['CCES', '气候变化与生态安全', 'Climate Change and Ecological Security', 'environment'],
  ['WRME', '水资源管理与环境工程', 'Water Resources Management and Environmental Engineering', 'environment'],
  ['BMBE', '生物医学与生物工程', 'Biomedicine and Bioengineering', 'biology'],
  ['GSB', '基因组学与合成生物学', 'Genomics and Synthetic Biology', 'biology'],
  ['PHHM', '公共卫生与健康管理', 'Public Health and Health Management', 'medicine'],
  ['CMDH', '临床医学与数字健康', 'Clinical Medicine and Digital Health', 'medicine'],
  ['DDPR', '药物发现与药学研究', 'Drug Discovery and Pharmaceutical Research', 'medicine'],
  ['EMFI', '经济管理与金融创新', 'Economic Management and Financial Innovation', 'economics'],
  ['DEBM', '数字经济与商业模式', 'Digital Economy and Business Models', 'economics'],
  ['EIIT', '教育创新与信息技术', 'Educational Innovation and Information Technology', 'education'],
  ['HESD', '高等教育与学生发展', 'Higher Education and Student Development', 'education'],
  ['CEIC', '土木工程与智能建造', 'Civil Engineering and Intelligent Construction', 'engineering'],
  ['IMAE', '智能制造与自动化工程', 'Intelligent Manufacturing and Automation Engineering', 'engineering'],
  ['TVE', '交通运输与车辆工程', 'Transportation and Vehicle Engineering', 'engineering'],
  ['ARSS', '航空航天与遥感科学', 'Aerospace and Remote Sensing Science', 'engineering'],
  ['MPAC', '数学物理与应用计算', 'Mathematical Physics and Applied Computing', 'physics'],
  ['QIQC', '量子信息与量子计算', 'Quantum Information and Quantum Computing', 'physics'],
  ['SSCE', '社会科学与文化交流', 'Social Sciences and Cultural Exchange', 'social'],
];

export const CITIES = pairs(
  "北京=Beijing|上海=Shanghai|深圳=Shenzhen|杭州=Hangzhou|成都=Chengdu|西安=Xi'an|南京=Nanjing|武汉=Wuhan|" +
    '厦门=Xiamen|青岛=Qingdao|长沙=Changsha|昆明=Kunming|新加坡=Singapore|东京=Tokyo|曼谷=Bangkok|吉隆坡=Kuala Lumpur',
);

/** Journal subjects (English, as journal names are) and their field. */
export const JOURNAL_SUBJECTS: (readonly [string, FieldCode])[] = [
  ['Applied Materials Research', 'materials'],
  ['Computational Intelligence', 'ai'],
  ['Machine Learning Systems', 'ai'],
  ['Information Security', 'computer'],
  ['Software and Data Engineering', 'computer'],
  ['Renewable Energy Systems', 'energy'],
  ['Power and Energy Technology', 'energy'],
  ['Environmental Chemistry', 'environment'],
  ['Sustainable Ecology', 'environment'],
  ['Molecular Biosciences', 'biology'],
  ['Cell and Developmental Biology', 'biology'],
  ['Clinical Medicine Research', 'medicine'],
  ['Public Health Practice', 'medicine'],
  ['Pharmaceutical Sciences', 'medicine'],
  ['Economics and Finance', 'economics'],
  ['Management Science', 'economics'],
  ['Educational Technology', 'education'],
  ['Civil and Structural Engineering', 'engineering'],
  ['Mechanical Systems Design', 'engineering'],
  ['Applied Physics', 'physics'],
  ['Quantum Science', 'physics'],
  ['Social Policy Studies', 'social'],
];
export const JOURNAL_PREFIXES = ['Journal of', 'International Journal of', 'Advances in', 'Frontiers in', 'Reviews of'];
export const PUBLISHERS = [
  'Scholar Science Press',
  'Horizon Academic Publishing',
  'Meridian Research Group',
  'Northbridge University Press',
];
export const REVIEW_CYCLES = pairs('约1个月=About 1 month|1-2个月=1-2 months|2-3个月=2-3 months|3-4个月=3-4 months');

/** Literature titles: a template with {o}, and research objects with their field. */
export const LIT_TEMPLATES = [
  'A systematic review of {o}',
  'Machine learning approaches to {o}',
  'Understanding {o}: evidence from a large-scale dataset',
  'Recent advances in {o}',
];
export const LIT_OBJECTS: (readonly [string, FieldCode])[] = [
  ['traffic flow forecasting', 'ai'],
  ['lithium-ion battery degradation', 'energy'],
  ['perovskite solar cell stability', 'materials'],
  ['urban air quality', 'environment'],
  ['protein-ligand binding', 'biology'],
  ['hospital readmission risk', 'medicine'],
  ['regional innovation efficiency', 'economics'],
  ['student engagement in online learning', 'education'],
];

export const SURNAMES = pairs(
  '张=Zhang|李=Li|王=Wang|刘=Liu|陈=Chen|杨=Yang|赵=Zhao|黄=Huang|周=Zhou|吴=Wu|徐=Xu|孙=Sun|马=Ma|胡=Hu|郭=Guo|' +
    '林=Lin',
);
export const GIVEN_NAMES = pairs(
  '明远=Mingyuan|静怡=Jingyi|浩然=Haoran|雅琴=Yaqin|志强=Zhiqiang|晓雯=Xiaowen|文博=Wenbo|思敏=Simin|建华=Jianhua|' +
    '佳宁=Jianing|立新=Lixin|雨桐=Yutong|子轩=Zixuan|嘉怡=Jiayi|承泽=Chengze|若溪=Ruoxi',
);
export const ACADEMIC_TITLES = pairs(
  '教授=Professor|研究员=Research Professor|副教授=Associate Professor|副研究员=Associate Research Professor',
);

/** Fictional employers: [Chinese, English, city index into CITIES]. */
export const INSTITUTIONS: (readonly [string, string, number])[] = [
  ['北辰大学', 'Beichen University', 0],
  ['东海理工大学', 'Donghai University of Technology', 1],
  ['南湖大学', 'Nanhu University', 7],
  ['西岭科技大学', 'Xiling University of Science and Technology', 4],
  ['云溪研究院', 'Yunxi Research Institute', 3],
  ['长河师范大学', 'Changhe Normal University', 6],
  ['启明智能科技有限公司', 'Qiming Intelligent Technology Co., Ltd.', 2],
  ['星海生物医药有限公司', 'Xinghai Biopharma Co., Ltd.', 9],
  ['长青学术出版社', 'Evergreen Academic Press', 0],
  ['滨江医学中心', 'Binjiang Medical Center', 5],
];

/**
 * Job positions: [Chinese, English ({f} a field), salary in thousands of yuan a month, employers
 * that plausibly post them (indexes into INSTITUTIONS)].
 */
export const POSITIONS: (readonly [string, string, string, number[]])[] = [
  ['{f}方向博士后研究员', 'Postdoctoral researcher in {f}', '20-35K', [0, 1, 2, 3, 4, 9]],
  ['{f}方向助理教授', 'Assistant professor of {f}', '25-40K', [0, 1, 2, 3, 5]],
  ['{f}方向副教授', 'Associate professor of {f}', '30-50K', [1, 3, 0]],
  ['{f}课题组科研助理', 'Research assistant in {f}', '8-12K', [2, 4, 9, 0]],
  ['计算机视觉算法研究员', 'Computer vision algorithm researcher', '35-60K', [6, 4]],
  ['生物实验室工程师', 'Biology laboratory engineer', '15-25K', [7, 9, 4]],
  ['英文学术编辑', 'English academic editor', '12-20K', [8, 4]],
  ['临床研究项目经理', 'Clinical research project manager', '20-30K', [7, 9]],
];

export const EXPERT_TYPES = ['reviewer', 'lecturer', 'editor', 'guest', 'writer', 'technical'] as const;

/** Think-tank task kinds: [taskType, Chinese title, English title ({f} field), base fee in fen]. */
export const TASK_KINDS: (readonly [string, string, string, number])[] = [
  ['review', '{f}方向SCI论文同行评审', 'Peer review of an SCI manuscript in {f}', 80_000],
  ['polish', '{f}论文英文语言润色', 'English language editing of a paper in {f}', 60_000],
  ['translate', '{f}研究报告中译英', 'Chinese-to-English translation of a research report in {f}', 120_000],
  ['lecture', '{f}主题线上讲座', 'Online lecture on {f}', 200_000],
  ['writing', '{f}科普文章撰写', 'Popular science article on {f}', 50_000],
  ['technical', '{f}实验数据分析咨询', 'Data analysis consulting for {f} experiments', 150_000],
];

/** Picture slots: [slot, Chinese title, English title, link, image kind]. */
export const PICS: (readonly [string, string, string, string, string])[] = [
  ['home_banner', '国际学术会议火热征稿中', 'Call for papers', '/meeting', 'banner'],
  ['home_banner', 'SCI期刊投稿服务', 'SCI submission service', '/sci', 'banner'],
  ['home_banner', '智库专家招募计划', 'Join our expert network', '/thinktank', 'banner'],
  ['home_banner', '学术资讯每日更新', 'Daily academic news', '/article', 'banner'],
  ['show_rightM', '充值有礼', 'Top up', '/activity/topup', 'square'],
  ['home_ad', '论文语言润色服务', 'Language editing', '/thinktank', 'banner'],
  ['home_ad', '学术会议一站式服务', 'Conference services', '/meeting', 'banner'],
];

/** Conference and journal descriptions; {name} placeholders are filled by the seed. */
export const MEETING_TEXT: Pair = [
  '{title}将于{start}至{end}在{city}举行。会议聚焦{theme}领域的最新研究成果与发展趋势，诚邀国内外专家学者投稿参会。论文截稿日期：{deadline}。',
  'The {title} will be held in {city} from {start} to {end}. It brings together researchers in {theme} to share recent results and discuss future directions. Paper submission deadline: {deadline}.',
];
export const JOURNAL_TEXT: Pair = [
  '{name}是一本同行评审的国际期刊，主要发表{field}方向的原创研究论文和综述，被{index}收录，JCR分区{partition}，平均审稿周期{cycle}。',
  '{name} is a peer-reviewed international journal publishing original research and reviews in {field}. It is indexed in {index}, ranked {partition} in JCR, with an average review time of {cycle}.',
];

const CN_DIGITS = '零一二三四五六七八九';
/** Chinese numeral for 1..99, as in 第十二届. */
export function cnNumber(n: number): string {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const head = tens === 0 ? '' : tens === 1 ? '十' : `${CN_DIGITS[tens]}十`;
  return head + (ones ? CN_DIGITS[ones] : '');
}

/** English ordinal: 1st, 2nd, 3rd, 11th, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

export const zhDate = (d: Date) => `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
export const enDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
