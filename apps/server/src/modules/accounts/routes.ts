import {
  guestLoginEndpoint,
  googleLoginEndpoint,
  idLoginEndpoint,
  loginChannelsEndpoint,
  logoutEndpoint,
  modifyPasswordEndpoint,
  otpLoginEndpoint,
  passwordLoginEndpoint,
  registerEndpoint as registerAccountEndpoint,
  resetPasswordEndpoint,
  smsSendEndpoint,
} from '@khel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../plugins/api';
import { assertLoginMethodOn, getLoginChannels } from './channels';
import { sendCode } from './codes';
import type { AccountsDeps } from './deps';
import {
  loginAsGuest,
  loginWithGoogle,
  loginWithId,
  loginWithOtp,
  loginWithPassword,
  register,
} from './login';
import { changePassword, resetPassword } from './password';
import { endSession, type Requester } from './sessions';

const requester = (request: FastifyRequest, input: { deviceNumber: string }): Requester => ({
  ip: request.ip,
  deviceNumber: input.deviceNumber,
});

export function accountRoutes(app: FastifyInstance, deps: AccountsDeps) {
  registerEndpoint(app, smsSendEndpoint, (input, req) =>
    sendCode(deps, input, requester(req, input)),
  );
  registerEndpoint(app, otpLoginEndpoint, async (input, req) => {
    await assertLoginMethodOn(deps.db, 'otp');
    return loginWithOtp(deps, input, requester(req, input));
  });
  registerEndpoint(app, guestLoginEndpoint, async (input, req) => {
    await assertLoginMethodOn(deps.db, 'guest');
    return loginAsGuest(deps, input, requester(req, input));
  });
  registerEndpoint(app, passwordLoginEndpoint, async (input, req) => {
    await assertLoginMethodOn(deps.db, 'password');
    return loginWithPassword(deps, input, requester(req, input));
  });
  registerEndpoint(app, idLoginEndpoint, async (input, req) => {
    await assertLoginMethodOn(deps.db, 'id');
    return loginWithId(deps, input, requester(req, input));
  });
  registerEndpoint(app, googleLoginEndpoint, (input, req) =>
    loginWithGoogle(deps, input, requester(req, input)),
  );
  registerEndpoint(app, registerAccountEndpoint, (input, req) =>
    register(deps, input, requester(req, input)),
  );
  registerEndpoint(app, modifyPasswordEndpoint, (input, req) =>
    changePassword(deps, req.player!, input, requester(req, input)),
  );
  registerEndpoint(app, resetPasswordEndpoint, (input) => resetPassword(deps, input));
  registerEndpoint(app, logoutEndpoint, async (_input, req) => {
    await endSession(deps.db, req.player!.tokenHash);
    return null;
  });
  registerEndpoint(app, loginChannelsEndpoint, () =>
    getLoginChannels(deps.db, {
      enabled: deps.verifyGoogleToken !== null,
      clientId: deps.googleClientId,
    }),
  );
}
