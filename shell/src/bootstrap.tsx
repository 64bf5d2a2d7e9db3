import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createApolloClient } from './apollo';
import { loadConfig } from './config';

async function start(): Promise<void> {
  const config = await loadConfig();
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
  const client = createApolloClient(config.graphqlUrl, () => 'en');
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root element');
  createRoot(root).render(<App client={client} />);
}

void start();
