import { LOCALE_NAMES } from '@brigade/ui';
import { Select } from 'antd';

/** The languages identity writes its mails in (service-kit LOCALES; the Danish set is interface only). */
const MAIL_LANGUAGES = ['en', 'nl', 'es', 'de', 'fr'] as const;

type Props = { id?: string; value?: string | null; onChange?: (lang: string | null) => void };

/** A person's language, for their mails and their first screens; a Form.Item control. */
export function LanguageSelect({ id, value, onChange }: Props) {
  return (
    <Select<string | null>
      id={id}
      allowClear
      value={value}
      onChange={(lang) => onChange?.(lang ?? null)}
      options={MAIL_LANGUAGES.map((lang) => ({ value: lang, label: LOCALE_NAMES[lang] }))}
    />
  );
}
