import { Flex } from 'antd';
import { useState } from 'react';
import { Button } from '../button/Button';

export type UnsavedFooterProps = {
  saveText: string;
  dontSaveText: string;
  onSave: () => Promise<void>;
  onDontSave: () => void;
};

/** Save / Don't Save; Save shows it is working while the caller's save runs. */
export function UnsavedFooter({ saveText, dontSaveText, onSave, onDontSave }: UnsavedFooterProps) {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    void onSave().finally(() => setSaving(false));
  };
  return (
    <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
      <Button onClick={onDontSave} disabled={saving}>
        {dontSaveText}
      </Button>
      <Button variant="primary" loading={saving} onClick={save}>
        {saveText}
      </Button>
    </Flex>
  );
}
