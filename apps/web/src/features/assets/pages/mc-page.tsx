import { ResourceOverview } from '../components/resource-overview.tsx';

/** /mc: capsules, redeemable for travel and goods. */
export default function McPage() {
  return <ResourceOverview resource="mc" />;
}
