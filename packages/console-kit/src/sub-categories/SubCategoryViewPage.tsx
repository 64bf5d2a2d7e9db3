import { StatusTag } from '@brigade/ui';
import { Image } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { catalogMessages } from '../category/messages';
import { useOwners } from '../category/Owners';
import { common } from '../common/messages';
import { RecordView } from '../common/RecordView';
import { useRecord } from '../common/useRecord';
import { useEntityPaths } from '../session/ConsoleContext';
import { subCategoryMessages } from './messages';
import { SUB_CATEGORY } from './queries';

export function SubCategoryViewPage() {
  const intl = useIntl();
  const paths = useEntityPaths('subcategory');
  const categoryPaths = useEntityPaths('category');
  const { id = '' } = useParams();
  const { ownerName } = useOwners();
  const { data, loading, error } = useRecord(SUB_CATEGORY, id);
  const sub = data?.getSubCategoryById;
  return (
    <RecordView
      title={sub?.name ?? intl.formatMessage(subCategoryMessages.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={sub?.canEdit ? paths.edit(id) : undefined}
      items={
        sub
          ? [
              { label: intl.formatMessage(common.name), value: sub.name },
              { label: intl.formatMessage(common.image), value: sub.image && <Image src={sub.image} alt={sub.name} width={160} /> },
              {
                label: intl.formatMessage(subCategoryMessages.category),
                value: sub.category && <Link to={categoryPaths.view(sub.category.id)}>{sub.category.name}</Link>,
              },
              { label: intl.formatMessage(common.description), value: sub.description },
              { label: intl.formatMessage(common.status), value: <StatusTag status={sub.status} /> },
              { label: intl.formatMessage(catalogMessages.owner), value: ownerName(sub.kitchenId) },
              { label: intl.formatMessage(catalogMessages.order), value: sub.order },
            ]
          : null
      }
    />
  );
}
