import type { OPTION_KEYS } from '@app/contract/calls/common';

/**
 * The option lists of spec §3, with their labels in both languages (Chinese is the source).
 * `value` is what rows and forms store; labels are only for display. Research-field codes are
 * the ones the demo seed writes to `field`/`subject` columns (decision 008: codes are
 * translated through these lists), so labels live here and nowhere else.
 */
export interface OptionEntry {
  readonly value: string;
  readonly zh: string;
  readonly en: string;
}
export type OptionKey = (typeof OPTION_KEYS)[number];

const list = (s: string): OptionEntry[] =>
  s.split('|').map((item) => {
    const [value = '', zh = '', en = ''] = item.split('=');
    return { value, zh, en };
  });

/**
 * Research fields: the codes of `meetings.field`, `journals.subject`, `mentors.field`, `tasks.field`, …
 * A literal list, so code that writes rows (the seed) can take its code type from here.
 */
export const RESEARCH_FIELDS = [
  { value: 'ai', zh: '人工智能', en: 'Artificial intelligence' },
  { value: 'computer', zh: '计算机科学', en: 'Computer science' },
  { value: 'materials', zh: '材料科学', en: 'Materials science' },
  { value: 'energy', zh: '能源与动力', en: 'Energy and power' },
  { value: 'environment', zh: '环境科学', en: 'Environmental science' },
  { value: 'biology', zh: '生命科学', en: 'Life sciences' },
  { value: 'medicine', zh: '医学与健康', en: 'Medicine and health' },
  { value: 'economics', zh: '经济与管理', en: 'Economics and management' },
  { value: 'education', zh: '教育学', en: 'Education' },
  { value: 'engineering', zh: '工程技术', en: 'Engineering' },
  { value: 'physics', zh: '物理与数学', en: 'Physics and mathematics' },
  { value: 'social', zh: '人文社科', en: 'Humanities and social sciences' },
] as const satisfies readonly OptionEntry[];
export type FieldCode = (typeof RESEARCH_FIELDS)[number]['value'];

/** Fields a technical expert consults in: the sciences and engineering, not the humanities. */
const TECHNICAL = new Set<string>([
  'ai',
  'computer',
  'materials',
  'energy',
  'environment',
  'biology',
  'medicine',
  'engineering',
  'physics',
]);

export const OPTION_DATA: Record<OptionKey, readonly OptionEntry[]> = {
  express: list(
    'SF=顺丰速运=SF Express|EMS=中国邮政EMS=China Post EMS|JD=京东物流=JD Logistics|ZTO=中通快递=ZTO Express|' +
      'YTO=圆通速递=YTO Express|STO=申通快递=STO Express|YUNDA=韵达快递=Yunda Express|JTEXPRESS=极兔速递=J&T Express|' +
      'DHL=DHL国际快递=DHL Express|FEDEX=联邦快递=FedEx|UPS=UPS快递=UPS',
  ),
  indexData: list(
    'SCI=SCI（科学引文索引）=SCI (Science Citation Index)|SSCI=SSCI（社会科学引文索引）=SSCI (Social Sciences Citation Index)|' +
      'AHCI=A&HCI（艺术与人文引文索引）=A&HCI (Arts & Humanities Citation Index)|' +
      'ESCI=ESCI（新兴资源引文索引）=ESCI (Emerging Sources Citation Index)|EI=EI（工程索引）=EI Compendex|' +
      'Scopus=Scopus数据库=Scopus|CPCI=CPCI（会议录引文索引）=CPCI (Conference Proceedings Citation Index)|' +
      'PubMed=PubMed/MEDLINE=PubMed/MEDLINE|CSCD=CSCD（中国科学引文数据库）=CSCD (Chinese Science Citation Database)|' +
      'CSSCI=CSSCI（中文社会科学引文索引）=CSSCI (Chinese Social Sciences Citation Index)',
  ),
  domains: RESEARCH_FIELDS,
  subjects: RESEARCH_FIELDS,
  technicalField: RESEARCH_FIELDS.filter((f) => TECHNICAL.has(f.value)),
  retrieval: list(
    'SCI=SCI检索=SCI indexed|SSCI=SSCI检索=SSCI indexed|EI=EI检索=EI indexed|Scopus=Scopus检索=Scopus indexed|' +
      'CPCI=CPCI检索=CPCI indexed|CNKI=中国知网收录=CNKI indexed|other=其他=Other',
  ),
  education: list(
    'doctorate=博士=Doctorate|master=硕士=Master|bachelor=本科=Bachelor|college=大专=Associate degree|other=其他=Other',
  ),
  intention: list(
    'reviewer=论文审稿=Peer review|lecturer=课程讲授=Teaching courses|editor=编辑润色=Editing and polishing|' +
      'guest=会议嘉宾=Conference speaker|writer=内容创作=Content writing|technical=技术咨询=Technical consulting|' +
      'translator=学术翻译=Academic translation',
  ),
  userPosition: list(
    'professor=教授=Professor|associateProfessor=副教授=Associate professor|lecturer=讲师=Lecturer|' +
      'researcher=研究员=Research professor|associateResearcher=副研究员=Associate research professor|' +
      'assistantResearcher=助理研究员=Assistant researcher|postdoc=博士后=Postdoctoral researcher|' +
      'phdStudent=博士研究生=PhD student|masterStudent=硕士研究生=Master’s student|physician=医师=Physician|' +
      'engineer=工程师=Engineer|other=其他=Other',
  ),
  journalType: list(
    'sci=SCI期刊=SCI journal|ssci=SSCI期刊=SSCI journal|ei=EI期刊=EI journal|scopus=Scopus期刊=Scopus journal|' +
      'core=中文核心期刊=Chinese core journal|oa=开放获取期刊=Open access journal|general=普通学术期刊=General academic journal',
  ),
  professional: list(
    'senior=正高级职称=Full senior title|associateSenior=副高级职称=Associate senior title|' +
      'intermediate=中级职称=Intermediate title|junior=初级职称=Junior title|none=暂无职称=No professional title',
  ),
};

/**
 * Label lists the server needs but §3 does not expose as option keys: think-tank task kinds
 * (`tasks.task_type`) and working languages (`tasks.language`).
 */
export const TASK_TYPES = list(
  'review=论文审稿=Peer review|polish=语言润色=Language editing|translate=学术翻译=Translation|lecture=讲座授课=Lecture|' +
    'writing=内容创作=Content writing|technical=技术咨询=Technical consulting',
);
export const WORK_LANGUAGES = list('中文=中文=Chinese|English=英文=English');
