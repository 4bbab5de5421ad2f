/**
 * The name the organiser reads at the door: the registration's 姓名 in full, else the user's
 * display name. Lists mask names; the door must tell who stands there.
 */
export function registeredName(registrationName: string, showName: string): string {
	return registrationName.trim() || showName;
}
