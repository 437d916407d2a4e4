import { coreServices } from '../../platform/core-services';
import { createModule } from '../../platform/services';
import { questionnaireRoutes } from './routes';

export const questionnaireModule = createModule({
  name: 'questionnaire',
  deps: { database: coreServices.database },
  register: questionnaireRoutes,
});
