import { startStack, type Stack, type StackOptions } from '@brigade/dev-stack';

/** The whole product as `npm start` runs it, on free ports, data in memory only, output silenced. */
export const startBenchStack = (serviceEnv?: StackOptions['serviceEnv']): Promise<Stack> =>
  startStack({
    seed: true,
    output: 'silent',
    ports: { mongo: 0, gateway: 0, services: { identity: 0, kitchen: 0, catalog: 0, recipe: 0, billing: 0 } },
    ...(serviceEnv && { serviceEnv }),
  });
