export { ChatbotPage } from './ChatbotPage';
export { ContactPage } from './ContactPage';
export { FaqPage } from './FaqPage';
export { FeedbackPage } from './FeedbackPage';
export { UpdatesPage } from './UpdatesPage';
