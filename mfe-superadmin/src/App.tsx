import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { RemoteAppProps } from '@brigade/ui';
import { Button, Card, Spin, Typography } from 'antd';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';

const ME = gql`
  query Me {
    me {
      id
      email
      fName
    }
  }
`;

function Dashboard({ session }: RemoteAppProps) {
  const { data, loading, error } = useQuery<{ me: { email: string; fName: string | null } | null }>(ME);
  const navigate = useNavigate();
  if (loading) return <Spin tip="Loading..." />;
  return (
    <Card>
      <Typography.Title level={2}>Dashboard</Typography.Title>
      {error ? (
        <Typography.Text type="danger">{error.message}</Typography.Text>
      ) : (
        <Typography.Paragraph>Signed in as {data?.me?.email}</Typography.Paragraph>
      )}
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

/** The super admin console, mounted under /auth/superadmin/. Its screens come with issue #9. */
export function App(props: RemoteAppProps) {
  if (!props.session.user?.isSuperAdmin) return <Navigate to="/login" replace />;
  return (
    <Routes>
      <Route path="/auth/superadmin/dashboard" element={<Dashboard {...props} />} />
      <Route path="*" element={<Navigate to="/auth/superadmin/dashboard" replace />} />
    </Routes>
  );
}
