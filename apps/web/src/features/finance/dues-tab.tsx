// The money desk (money-desk-page.tsx) imports the dues tab from here.
export { DuesTab } from './components/dues-tab.tsx';
