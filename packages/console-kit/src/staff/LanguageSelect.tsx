import { LOCALE_NAMES, LOCALES } from '@brigade/ui';
import { Select } from 'antd';

type Props = { id?: string; value?: string | null; onChange?: (lang: string | null) => void };

/** A person's language, for their mails and their first screens; a Form.Item control. */
export function LanguageSelect({ id, value, onChange }: Props) {
  return (
    <Select<string | null>
      id={id}
      allowClear
      value={value}
      onChange={(lang) => onChange?.(lang ?? null)}
      // Identity writes its mails in every interface language (its catalogues have all six).
      options={LOCALES.map((lang) => ({ value: lang, label: LOCALE_NAMES[lang] }))}
    />
  );
}
