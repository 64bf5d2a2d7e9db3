import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Alert, Empty, Spin, Typography } from 'antd';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthCard } from '../common/AuthCard';
import { common } from '../common/messages';
import { splitServerError } from '../common/server-errors';
import { toBlocks, type Block } from './legal-text';

export const GET_CMS = gql`
  query GetCms {
    GetCms {
      id
      privacyPolicy
      termsCondition
    }
  }
`;

type GetCmsData = { GetCms: { id: string; privacyPolicy: string; termsCondition: string } | null };
type Props = { kind: 'toc' | 'privacy' };

function BlockView({ block }: { block: Block }) {
  if (block.kind === 'heading') return <Typography.Title level={4}>{block.text}</Typography.Title>;
  if (block.kind === 'list')
    return (
      <Typography.Paragraph>
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </Typography.Paragraph>
    );
  return (
    <Typography.Paragraph>
      {block.lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Typography.Paragraph>
  );
}

/** /toc and /privacy: the current legal texts (GetCms, public), shown as text only. */
export function LegalPage({ kind }: Props) {
  const intl = useIntl();
  const { data, loading, error } = useQuery<GetCmsData>(GET_CMS);
  const text = kind === 'toc' ? data?.GetCms?.termsCondition : data?.GetCms?.privacyPolicy;
  const blocks = text ? toBlocks(text) : [];

  const title =
    kind === 'toc' ? (
      <FormattedMessage id="auth.legal.tocTitle" defaultMessage="Terms and conditions" />
    ) : (
      <FormattedMessage id="auth.legal.privacyTitle" defaultMessage="Privacy policy" />
    );

  return (
    <AuthCard title={title} width={760}>
      {loading ? (
        <Spin description={intl.formatMessage({ id: 'auth.legal.loading', defaultMessage: 'Loading...' })}>
          <div style={{ minHeight: 120 }} />
        </Spin>
      ) : error ? (
        <Alert type="error" showIcon role="alert" title={splitServerError(error, []).message ?? intl.formatMessage(common.genericError)} />
      ) : blocks.length === 0 ? (
        <Empty description={<FormattedMessage id="auth.legal.empty" defaultMessage="This text has not been published yet." />} />
      ) : (
        blocks.map((block, i) => <BlockView key={i} block={block} />)
      )}
    </AuthCard>
  );
}
