export { startStack, SERVICES, ROOT, type Stack, type StackOptions } from './stack';
export { launch, waitForHttp, waitForLine, type Managed } from './processes';
