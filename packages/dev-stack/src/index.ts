export { startStack, SERVICES, ROOT, type Stack, type StackOptions, type ServiceName } from './stack';
export { launch, waitForHttp, waitForLine, type Managed } from './processes';
