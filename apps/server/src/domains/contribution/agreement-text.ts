import type { Lang } from '@app/contract/messages';

/** The copyright agreement each author of an accepted paper signs (decision 015). */
export const AGREEMENT_VERSION = 'v1';

const TEXT: Record<Lang, { title: string; paragraphs: string[] }> = {
  zh: {
    title: '论文版权转让协议',
    paragraphs: [
      '本人作为论文《{title}》的作者之一，确认该论文为作者的原创成果，未曾以任何形式公开发表，也未同时投往其他期刊或会议。',
      '论文中引用他人成果之处均已注明出处；论文不侵犯任何第三方的著作权、专利权或其他合法权益。如有侵权，责任由作者承担。',
      '本人同意将该论文的复制权、发行权、信息网络传播权及汇编权，在全世界范围内非独占地授予会议主办方及其合作出版单位，用于会议论文集的出版与数据库收录。',
      '作者保留论文的署名权，并可在注明首发出处的前提下将论文用于教学与学术交流。',
      '本协议自全体作者签署之日起生效。本人输入的姓名即为本人签名，与手写签名具有同等效力。',
    ],
  },
  en: {
    title: 'Copyright Transfer Agreement',
    paragraphs: [
      'As one of the authors of the paper "{title}", I confirm that the paper is the original work of its authors, has not been published in any form, and is not under consideration by another journal or conference.',
      'Every use of the work of others is credited; the paper infringes no copyright, patent or other right of a third party. The authors bear the responsibility for any infringement.',
      'I grant the conference organiser and its publishing partners the non-exclusive, worldwide right to reproduce, distribute, make available online and compile the paper, for the proceedings and their indexing.',
      'The authors keep the right to be named and may use the paper for teaching and scholarly exchange, citing its first publication.',
      'This agreement takes effect when all authors have signed. The name I type is my signature and has the effect of a handwritten one.',
    ],
  },
};

export function agreementText(lang: Lang, paperTitle: string) {
  const t = TEXT[lang];
  return {
    version: AGREEMENT_VERSION,
    title: t.title,
    paragraphs: t.paragraphs.map((p) => p.replace('{title}', paperTitle)),
  };
}
