import { UI } from '../resources';
import { MENU, type RouteNode } from './define';
import { info } from './info';
import { OCCUPATIONAL_SAFETY_TOPICS, type SafetyTopic, segmentOf } from './occupationalSafety';

function safetyNodes(topics: readonly SafetyTopic[], prefix: string): RouteNode[] {
  return topics.map((topic) => {
    const segment = segmentOf(topic.path);
    const name = `${prefix}.${segment}`;
    return {
      path: topic.path,
      segment,
      icon: topic.icon,
      content: info(name),
      ...(topic.children ? { children: safetyNodes(topic.children, name) } : {}),
    };
  });
}

/** Occupational safety (spec §2), plus the company medical service of info module 76. */
export const occupationalSafety: RouteNode = {
  path: 'occupationalSafety',
  icon: 'hard-hat',
  permissions: [UI.occupationalSafety.id],
  content: MENU,
  children: [
    ...safetyNodes(OCCUPATIONAL_SAFETY_TOPICS, 'occupationalSafety'),
    { path: 'companyMedicalService', icon: 'stethoscope', content: info('companyMedicalService') },
  ],
};

/** Human resources (spec §2). */
export const hr: RouteNode = {
  path: 'HR',
  segment: 'hr',
  icon: 'briefcase',
  permissions: [UI.hr.id],
  area: 'hr',
  content: MENU,
  children: [
    { path: 'companyAgreement', icon: 'handshake', content: info('companyAgreements') },
    { path: 'education', icon: 'graduation-cap', area: 'education', content: info('education') },
    { path: 'forms', icon: 'file-text', content: info('forms') },
    { path: 'info', icon: 'info', content: info('informationAndGuidelines') },
    { path: 'jobs', icon: 'briefcase', content: info('internalJobAdvertisement') },
    occupationalSafety,
  ],
};
