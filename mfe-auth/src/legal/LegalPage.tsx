import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCmsQuery, GetCmsQueryVariables } from '../__generated__/graphql';
import { useQuery } from '@apollo/client/react';
import { splitServerError } from '@brigade/ui';
import { Alert, Empty, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AuthCard } from '../common/AuthCard';
import { common } from '../common/messages';

// The Markdown renderer loads with these two pages only, not with sign-in and the other public pages.
const LegalText = lazy(() => import('./LegalText').then((module) => ({ default: module.LegalText })));

export const GET_CMS: TypedDocumentNode<GetCmsQuery, GetCmsQueryVariables> = gql`
  query GetCms {
    GetCms {
      id
      privacyPolicy
      termsCondition
    }
  }
`;

type Props = { kind: 'toc' | 'privacy' };

/** /toc and /privacy: the current legal texts (GetCms, public), written in Markdown by the super admin. */
export function LegalPage({ kind }: Props) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(GET_CMS);
  const text = kind === 'toc' ? data?.GetCms?.termsCondition : data?.GetCms?.privacyPolicy;

  const title =
    kind === 'toc' ? (
      <FormattedMessage id="auth.legal.tocTitle" defaultMessage="Terms and conditions" />
    ) : (
      <FormattedMessage id="auth.legal.privacyTitle" defaultMessage="Privacy policy" />
    );

  const spinner = (
    <Spin description={intl.formatMessage({ id: 'auth.legal.loading', defaultMessage: 'Loading...' })}>
      <div style={{ minHeight: 120 }} />
    </Spin>
  );

  return (
    <AuthCard title={title} width={760}>
      {loading ? (
        spinner
      ) : error ? (
        <Alert type="error" showIcon role="alert" title={splitServerError(error, []).message ?? intl.formatMessage(common.genericError)} />
      ) : !text?.trim() ? (
        <Empty description={<FormattedMessage id="auth.legal.empty" defaultMessage="This text has not been published yet." />} />
      ) : (
        <Suspense fallback={spinner}>
          <LegalText markdown={text} />
        </Suspense>
      )}
    </AuthCard>
  );
}
