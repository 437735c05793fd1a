export { JournalProfile, type JournalProfileProps, type JournalProfileFact } from './JournalProfile';
