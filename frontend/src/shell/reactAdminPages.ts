// react-admin's own pages Scout keeps, in one module loaded on demand (see ScoutAdminUI).
export { AccessDenied, AuthCallback, AuthenticationError, Error, NotFound } from 'react-admin';
