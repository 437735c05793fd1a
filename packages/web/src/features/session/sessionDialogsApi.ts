import {
  checkMigration,
  getSpecificUserCoupon,
  migrateOldAccount,
  type CouponOffer,
  type MigrationData,
} from '@wenxian/api';
import { apiSlice, callApi } from '../../app/apiSlice';

/** The checks behind the session dialogs (doc 000 §4.6) and the migration itself. */
export const sessionDialogsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    checkMigration: build.query<MigrationData & { needMigrate: boolean }, { memberId: string }>({
      queryFn: (arg) => callApi(() => checkMigration(arg)),
      providesTags: ['User'],
    }),
    newUserCouponOffer: build.query<CouponOffer, { memberId: string }>({
      queryFn: () => callApi(() => getSpecificUserCoupon({})),
      providesTags: ['Wallet'],
    }),
    /** Consent: the old account is migrated, then the user (balance) and wallet are fetched again. */
    migrate: build.mutation<unknown, { memberId: string }>({
      queryFn: (arg) => callApi(() => migrateOldAccount(arg)),
      invalidatesTags: ['User', 'Wallet'],
    }),
  }),
});

export const { useMigrateMutation } = sessionDialogsApi;
