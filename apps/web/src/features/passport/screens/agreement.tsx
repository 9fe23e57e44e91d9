import { useTranslation } from 'react-i18next';
import { agreementEn } from '../agreement/agreement-en';
import { agreementZh } from '../agreement/agreement-zh';
import '../passport.css';

/** /agreement: the registration agreement, in the interface language. */
export default function AgreementScreen() {
  const { i18n } = useTranslation();
  const text = i18n.language === 'en' ? agreementEn : agreementZh;
  return (
    <article className="pp-page pp-doc">
      <h1 className="pp-doc__title">{text.title}</h1>
      <p className="pp-doc__updated">{text.updated}</p>
      {text.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
