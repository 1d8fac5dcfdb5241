import { ResourceOverview } from '../components/resource-overview.tsx';

/** /mm: raw material, what Avatars produce and the trader buys back. */
export default function MmPage() {
  return <ResourceOverview resource="mm" />;
}
