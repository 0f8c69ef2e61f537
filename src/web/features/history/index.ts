export { HistoryScreen } from './components/HistoryScreen';
export { CalendarScreen } from './components/CalendarScreen';
