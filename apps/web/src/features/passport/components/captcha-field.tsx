import { useTranslation } from 'react-i18next';
import type { CaptchaState } from '../../../shared/auth/use-captcha';
import { errorAria, FormField } from './form-field';
import { TextInput } from './text-input';

interface Props {
  id: string;
  captcha: CaptchaState;
  error?: string;
}

/** The picture code and its answer; tapping the picture draws a new one. */
export function CaptchaField({ id, captcha, error }: Props) {
  const { t } = useTranslation('passport');
  if (!captcha.shown) return null;
  return (
    <FormField id={id} label={t('field.captcha')} error={error}>
      <TextInput
        id={id}
        placeholder={t('placeholder.captcha')}
        value={captcha.answer}
        onChange={captcha.setAnswer}
        maxLength={8}
        autoComplete="off"
        {...errorAria(id, error)}
      />
      <button type="button" className="pp-captcha" onClick={() => void captcha.load()} title={t('captcha.refresh')}>
        {captcha.image ? <img src={captcha.image} alt={t('captcha.alt')} width={110} height={44} /> : null}
      </button>
    </FormField>
  );
}
