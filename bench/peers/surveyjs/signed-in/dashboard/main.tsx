// Peer of /will/dashboard: My Will drawn with React alone, the same in both peers (bench/peers/signed-in/dashboard.tsx).
import { drawDashboard } from '../../../signed-in/dashboard';

drawDashboard();
