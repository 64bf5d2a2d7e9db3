import './tracing';
import { runService } from '@brigade/service-kit';
import { startIdentity } from './app';

runService('identity', startIdentity);
