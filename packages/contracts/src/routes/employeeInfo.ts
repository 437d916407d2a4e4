import { UI } from '../resources';
import { MENU, type RouteNode } from './define';
import { info } from './info';

/**
 * Employee information: the media entries of spec §2 (start page, blog, website, events and
 * tours, news, photo gallery, …). Blog and website lead outside the portal, to the address in
 * the brand's settings.
 */
export const employeeInfo: RouteNode = {
  path: 'employeeInfo',
  icon: 'newspaper',
  permissions: [UI.employeeInfo.id],
  area: 'hr',
  content: MENU,
  children: [
    { path: 'infoSystemsGroupDE', icon: 'house', content: info('infoSystemsGroupDE', { cz: 'infoSystemsGroupCZ' }) },
    { path: 'blog', icon: 'pen-line', redirect: { href: 'https://blog.example.com/', setting: 'blogUrl' } },
    { path: 'website', icon: 'globe', redirect: { href: 'https://www.example.com/', setting: 'websiteUrl' } },
    { path: 'events', icon: 'calendar-days', content: info('events') },
    { path: 'news', icon: 'newspaper', content: info('news') },
    { path: 'photogalleryGroupLife', icon: 'images', content: info('photogallery') },
    { path: 'questionsAndAnswers', icon: 'messages-square', content: info('questionsAndAnswers') },
    { path: 'regionalNews', icon: 'map-pin-house', content: info('regionalNews') },
    { path: 'officeHours', icon: 'clock', content: info('officeHours') },
    { path: 'links', icon: 'link', content: info('links') },
    { path: 'benefits', icon: 'gift', content: info('benefits') },
    { path: 'career', icon: 'rocket', content: info('career') },
    { path: 'hrDepartment', icon: 'users', content: info('hr') },
    { path: 'mealPlan', icon: 'utensils', content: info('mealPlan') },
    { path: 'mealPhotos', icon: 'camera', content: info('mealPhotos') },
  ],
};
