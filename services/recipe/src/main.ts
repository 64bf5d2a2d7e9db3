import './tracing';
import { runService } from '@brigade/service-kit';
import { startRecipe } from './app';

runService('recipe', startRecipe);
