import './tracing';
import { runService } from '@brigade/service-kit';
import { startBilling } from './app';

runService('billing', startBilling);
