import type { PaperErrors, PaperForm } from '../lib/paper-form';
import type { Option } from './author-card';
import { AuthorList } from './author-list';
import { PaperFields } from './paper-fields';

/** What the screen gives a paper form to choose from, and its limits. */
export interface PaperChoices {
  maxMb: number;
  maxFields: number;
  fields: Option[];
  titles: Option[];
}

interface Props {
  /** The heading's id: each form names its own, for `aria-labelledby`. */
  headingId: string;
  heading: string;
  /** The form's state (usePaperForm). */
  editor: {
    form: PaperForm;
    errors: PaperErrors;
    set: (patch: Partial<PaperForm>, places: string[]) => void;
  };
  choices: PaperChoices;
}

/** The paper's own section and its authors: the part a conference paper and an SCI manuscript share. */
export function PaperSections({ headingId, heading, editor, choices }: Props) {
  const { form, errors, set } = editor;
  const { fields, titles, maxFields, maxMb } = choices;
  return (
    <>
      <section className="ct-section" aria-labelledby={headingId}>
        <h2 id={headingId}>{heading}</h2>
        <PaperFields form={form} errors={errors} set={set} fields={fields} maxFields={maxFields} maxMb={maxMb} />
      </section>
      <AuthorList
        authors={form.authors}
        errors={errors}
        titles={titles}
        fields={fields}
        onChange={(authors) => set({ authors }, ['authors'])}
      />
    </>
  );
}
