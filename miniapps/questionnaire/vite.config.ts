import { miniAppConfig } from '../vite.shared.ts';

export default miniAppConfig('questionnaire');
