/** The part of sa-sdk-javascript the portal uses; its bundled typings cover the UMD build only. */
declare module 'sa-sdk-javascript/dist/web/sensorsdata.es6.js' {
	interface SensorsSdk {
		init(para: object): void;
		track(event: string, props?: object): void;
		login(id: string): void;
		logout(isChangeId?: boolean): void;
		registerPage(props: object): void;
	}
	const sensors: SensorsSdk;
	export default sensors;
}
