import { ResourceOverview } from '../components/resource-overview.tsx';

/** /ume: the unknown element, converted into MCD in phase 2. */
export default function UmePage() {
  return <ResourceOverview resource="ume" />;
}
