import { OfflineNoticeView } from '../components/StatusPages';
import { useOnline } from './online';

/** A visible, translated notice for as long as the browser is offline. */
export function OfflineNotice() {
  return useOnline() ? null : <OfflineNoticeView />;
}
