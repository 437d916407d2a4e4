import { createModule } from '../../platform/services';
import { calculatorRoutes } from './routes';

export const calculatorsModule = createModule({
  name: 'calculators',
  deps: {},
  register: calculatorRoutes,
});
