export {
  startStack,
  freePort,
  SERVICES,
  FRONTENDS,
  ROOT,
  type Stack,
  type StackOptions,
  type ServiceName,
  type FrontendName,
} from './stack';
export { launch, waitForHttp, waitForLine, type Managed } from './processes';
