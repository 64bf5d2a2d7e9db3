import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { RemoteAppProps } from '@brigade/ui';
import { Button, Card, Spin, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';

const KITCHEN = gql`
  query MyKitchen($id: ID!) {
    getKitchenById(id: $id) {
      id
      name
      owner {
        email
      }
    }
  }
`;

/** The kitchen console and the cook's view. Its screens come with issue #10. */
export function App({ session }: RemoteAppProps) {
  const kitchenId = session.user?.kitchenId ?? '';
  const { data, loading, error } = useQuery<{ getKitchenById: { name: string } | null }>(KITCHEN, {
    variables: { id: kitchenId },
    skip: !kitchenId,
  });
  const navigate = useNavigate();
  if (!session.user) return <Navigate to="/login" replace />;
  if (loading) return <Spin tip="Loading..." />;
  return (
    <Card>
      <Typography.Title level={2}>{data?.getKitchenById?.name ?? 'Your kitchen'}</Typography.Title>
      {error && <Typography.Text type="danger">{error.message}</Typography.Text>}
      <Typography.Paragraph>Signed in as {session.user.email}</Typography.Paragraph>
      <Button
        onClick={() => {
          session.signOut();
          navigate('/login', { replace: true });
        }}
      >
        Logout
      </Button>
    </Card>
  );
}
