import { common } from '../common/messages';
import { RecordView } from '../common/RecordView';
import { useRecord } from '../common/useRecord';
import { StatusTag } from '@brigade/ui';
import { Image } from 'antd';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { catalogMessages, categoryMessages } from './messages';
import { useOwners } from './Owners';
import { useEntityPaths } from '../session/ConsoleContext';
import { CATEGORY } from './queries';

export function CategoryViewPage() {
  const intl = useIntl();
  const paths = useEntityPaths('category');
  const { id = '' } = useParams();
  const { ownerName } = useOwners();
  const { data, loading, error } = useRecord(CATEGORY, id);
  const category = data?.getCategoryById;
  const picture = category?.coverPic ?? category?.image;
  const editable = category?.canEdit && !category.isPermanent;
  return (
    <RecordView
      title={category?.name ?? intl.formatMessage(categoryMessages.view)}
      loading={loading}
      error={error}
      back={paths.list}
      editPath={editable ? paths.edit(id) : undefined}
      items={
        category
          ? [
              { label: intl.formatMessage(common.name), value: category.name },
              { label: intl.formatMessage(common.image), value: picture && <Image src={picture} alt={category.name} width={160} /> },
              { label: intl.formatMessage(common.description), value: category.description },
              { label: intl.formatMessage(common.status), value: <StatusTag status={category.status} /> },
              { label: intl.formatMessage(catalogMessages.owner), value: ownerName(category.kitchenId) },
              { label: intl.formatMessage(catalogMessages.order), value: category.order },
              ...(category.isPermanent
                ? [{ label: intl.formatMessage(categoryMessages.permanent), value: intl.formatMessage(categoryMessages.permanentHint) }]
                : []),
            ]
          : null
      }
    />
  );
}
