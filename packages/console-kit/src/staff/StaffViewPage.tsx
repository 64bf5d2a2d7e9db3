import { isLocale, LOCALE_NAMES, StatusTag } from '@brigade/ui';
import { Card, Image } from 'antd';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router-dom';
import { common } from '../common/messages';
import { RecordView, type ViewItem } from '../common/RecordView';
import { useRecord } from '../common/useRecord';
import type { RecipeKind } from '../recipes/kinds';
import { CookReads } from '../recipes/release/CookReads';
import type { StaffKind } from './kind';
import { genders, staff } from './messages';
import { STAFF_MEMBER, type StaffMember } from './queries';
import { fullName } from './staffInput';

function items(intl: IntlShape, p: StaffMember): ViewItem[] {
  const date = (value: string | null) => value && intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return [
    {
      label: intl.formatMessage(staff.profileImage),
      value: p.profileImage && <Image src={p.profileImage} width={96} alt={intl.formatMessage(staff.profileImage)} />,
    },
    { label: intl.formatMessage(staff.firstName), value: p.fName },
    { label: intl.formatMessage(staff.lastName), value: p.lName },
    { label: intl.formatMessage(staff.email), value: p.email },
    { label: intl.formatMessage(staff.kitchen), value: p.kitchen?.name },
    { label: intl.formatMessage(common.status), value: <StatusTag status={p.status} /> },
    { label: intl.formatMessage(staff.lastLogin), value: date(p.lastLogin) ?? intl.formatMessage(staff.never) },
    { label: intl.formatMessage(staff.phone), value: p.phone },
    { label: intl.formatMessage(staff.userName), value: p.userName },
    { label: intl.formatMessage(staff.lang), value: isLocale(p.lang) ? LOCALE_NAMES[p.lang] : p.lang },
    { label: intl.formatMessage(staff.gender), value: p.gender && intl.formatMessage(genders[p.gender]) },
    { label: intl.formatMessage(staff.dob), value: p.dob && intl.formatDate(p.dob, { dateStyle: 'medium', timeZone: 'UTC' }) },
    { label: intl.formatMessage(staff.notes), value: p.notes },
    { label: intl.formatMessage(staff.accNumber), value: p.accNumber },
    { label: intl.formatMessage(common.createdAt), value: date(p.createdAt) },
    { label: intl.formatMessage(common.updatedAt), value: date(p.updatedAt) },
  ];
}

/**
 * One kitchen admin or cook, every field; for a cook, given where the console shows a recipe, which
 * of the recipes they may see they have read (issue #25).
 */
export function StaffViewPage({ kind, recipePath }: { kind: StaffKind; recipePath?: RecipeKind['recipePath'] }) {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { data, loading, error } = useRecord(STAFF_MEMBER, id);
  const member = data?.getUserById;
  return (
    <>
      <RecordView
        title={member ? fullName(member) : intl.formatMessage(kind.text.view)}
        loading={loading}
        error={error}
        back={kind.paths.list}
        editPath={kind.paths.edit(id)}
        items={member ? items(intl, member) : null}
      />
      {member && kind.role === 'COOK' && recipePath && (
        <Card style={{ marginTop: 16 }}>
          <CookReads cookId={id} recipePath={recipePath} />
        </Card>
      )}
    </>
  );
}
