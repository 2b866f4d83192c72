import { OfflineNoticeView } from '~/components/StatusPages';
import { useOnline } from '~/services/online';

/** A visible, translated notice for as long as the browser is offline. */
export function OfflineNotice() {
  return useOnline() ? null : <OfflineNoticeView />;
}
