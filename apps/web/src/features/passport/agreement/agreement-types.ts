/** The registration agreement in one language: plain text only, rendered as headings and paragraphs. */
export interface AgreementText {
  title: string;
  updated: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
}
