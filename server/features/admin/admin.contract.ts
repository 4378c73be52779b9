import { adminTripsRoute, featureTripRoute, pinDayRoute, unpinDayRoute } from './admin-trips.contract.ts';
import { auditRoute } from './audit.contract.ts';
import { moderateRoute, reportQueueRoute } from './moderation.contract.ts';
import { adminUsersRoute, blockUserRoute, setRoleRoute, unblockUserRoute } from './users.contract.ts';

/** Every operation of the admin area, for the API's one list of features (server/api.ts). */
export const adminRoutes = [
  reportQueueRoute,
  moderateRoute,
  auditRoute,
  adminTripsRoute,
  featureTripRoute,
  pinDayRoute,
  unpinDayRoute,
  adminUsersRoute,
  setRoleRoute,
  blockUserRoute,
  unblockUserRoute,
] as const;
