import './tracing';
import { runService } from '@brigade/service-kit';
import { startCatalog } from './app';

runService('catalog', startCatalog);
