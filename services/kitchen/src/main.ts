import './tracing';
import { runService } from '@brigade/service-kit';
import { startKitchen } from './app';

runService('kitchen', startKitchen);
