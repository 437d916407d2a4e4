import { miniAppConfig } from '../vite.shared';

export default miniAppConfig('crossDesigner');
